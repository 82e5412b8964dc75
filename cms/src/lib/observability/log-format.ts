import { stripVTControlCharacters } from 'node:util';
import { winston } from '@strapi/logger';
import { currentRequestId } from './request-notes';

export interface LogSettings {
  format: 'json' | 'pretty';
  level: string;
  colors: boolean;
}

const { format } = winston;

/** Lines written while a request is handled carry its id (unless they name one themselves). */
const withRequestId = format((info) => {
  if (info.requestId === undefined) {
    const id = currentRequestId();
    if (id) info.requestId = id;
  }
  return info;
});

const withoutColours = format((info) => {
  if (typeof info.message === 'string') info.message = stripVTControlCharacters(info.message);
  return info;
});

/**
 * Every line's time as ISO 8601 in UTC. Some of Strapi's own lines (its migrations) bring a `timestamp` of their own
 * in milliseconds, which winston's timestamp format keeps as it is: one log, two formats, and `jq` filters on the
 * time break.
 */
const isoTimestamp = format((info) => {
  const given = info.timestamp;
  const time = typeof given === 'number' || typeof given === 'string' ? new Date(given) : new Date(NaN);
  info.timestamp = (Number.isNaN(time.getTime()) ? new Date() : time).toISOString();
  return info;
});

const META_HIDDEN = new Set(['level', 'message', 'timestamp', 'stack']);

/** One readable line: time, level, message, then the structured fields as key=value, then the stack if any. */
const prettyLine = format.printf((info) => {
  const fields = Object.entries(info)
    .filter(([key, value]) => !META_HIDDEN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' ');
  const stack = typeof info.stack === 'string' ? `\n${info.stack}` : '';
  return `[${String(info.timestamp)}] ${info.level}: ${String(info.message)}${fields ? ` ${fields}` : ''}${stack}`;
});

/**
 * JSON lines (one object per line: time, level, message, fields) for production and log collectors; a readable
 * line for people otherwise, coloured only on a terminal. Errors keep their stack in both.
 */
export function logFormat(settings: LogSettings) {
  const first = [format.errors({ stack: true }), withRequestId()];
  if (settings.format === 'json') return format.combine(...first, withoutColours(), isoTimestamp(), format.json());
  return format.combine(
    ...first,
    ...(settings.colors ? [] : [withoutColours()]),
    format.timestamp({ format: 'YYYY-MM-DD HH:mm:ss.SSS' }),
    ...(settings.colors ? [format.colorize()] : []),
    prettyLine,
  );
}
