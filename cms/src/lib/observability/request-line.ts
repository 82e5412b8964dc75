import type { Core } from '@strapi/strapi';
import { appConfig } from '../../config/app-config';
import { recordRequest } from './metrics';
import type { RefusalNote } from './request-notes';

/** What the one line written for each request says. */
interface RequestOutcome {
  requestId: string;
  method: string;
  path: string;
  route?: string;
  status: number;
  seconds: number;
  ip: string;
  userId?: number;
  cache?: string;
  aborted?: boolean;
  refusal?: RefusalNote;
}

// Probes and the metrics scraper (at METRICS_PATH) poll these every few seconds; their lines are kept for debugging only.
const PROBES = new Set(['/_health', '/_ready', appConfig.metrics.path]);
const KNOWN_AREAS = new Set(['api', 'admin', 'uploads', 'content-manager', 'upload']);

/** A bounded label for metrics: the router's pattern, or the kind of path when no route matched. */
const metricsRoute = ({ route, cache, path }: RequestOutcome): string => {
  if (route) return route;
  if (cache === 'HIT') return '(front cache)';
  if (PROBES.has(path)) return path;
  const first = path.split('/')[1] ?? '';
  return KNOWN_AREAS.has(first) ? `/${first}/*` : '(site)';
};

const LEVELS = ['error', 'warn', 'info', 'debug'] as const;
type Level = (typeof LEVELS)[number];

export const levelOf = (o: RequestOutcome): Level =>
  o.status >= 500 ? 'error' : o.refusal ? 'warn' : PROBES.has(o.path) ? 'debug' : 'info';

const messageOf = (o: RequestOutcome) => `${o.method} ${o.path} ${o.status}${o.aborted ? ' (client went away)' : ''}`;

const durationMs = (seconds: number) => Math.round(seconds * 1e5) / 100;

/**
 * The JSON line the logger's JSON format writes for these fields, built as one string (no logger pipeline, no
 * intermediate objects): every request writes one, so it is on the hot path of every answer.
 */
export function requestJsonLine(level: Level, o: RequestOutcome, now = new Date()): string {
  let line = `{"level":"${level}","message":${JSON.stringify(messageOf(o))},"timestamp":"${now.toISOString()}"`;
  line += `,"requestId":${JSON.stringify(o.requestId)},"method":${JSON.stringify(o.method)}`;
  line += `,"path":${JSON.stringify(o.path)}`;
  if (o.route !== undefined) line += `,"route":${JSON.stringify(o.route)}`;
  line += `,"status":${o.status},"durationMs":${durationMs(o.seconds)},"ip":${JSON.stringify(o.ip)}`;
  if (o.userId !== undefined) line += `,"userId":${o.userId}`;
  if (o.cache !== undefined) line += `,"cache":${JSON.stringify(o.cache)}`;
  if (o.aborted) line += ',"aborted":true';
  if (o.refusal) line += `,"refusal":${JSON.stringify(o.refusal)}`;
  return `${line}}\n`;
}

// Request lines go out once per turn of the event loop, together: under load that is one write to stdout for many
// answers instead of one each. Whatever is pending is written when the process exits.
let pending = '';
const flush = () => {
  const text = pending;
  pending = '';
  if (text) process.stdout.write(text);
};
process.once('exit', flush);
const writeSoon = (line: string) => {
  if (!pending) setImmediate(flush);
  pending += line;
};

/**
 * Writes a request's line and counts it in the metrics. JSON lines (production) go straight to stdout, where the
 * logger's console transport writes too (at the end of the event loop's turn), when the logger's level lets them
 * through; the readable format of development goes through the logger.
 */
export function requestLineWriter(strapi: Core.Strapi) {
  const json = appConfig.log.format === 'json';
  const enabled = new Set(LEVELS.filter((level) => strapi.log.isLevelEnabled(level)));
  return (outcome: RequestOutcome) => {
    recordRequest(outcome, metricsRoute(outcome));
    const level = levelOf(outcome);
    if (!enabled.has(level)) return;
    if (json) {
      writeSoon(requestJsonLine(level, outcome));
      return;
    }
    const { seconds, aborted, ...fields } = outcome;
    strapi.log.log(level, messageOf(outcome), {
      ...fields,
      durationMs: durationMs(seconds),
      aborted: aborted || undefined,
    });
  };
}
