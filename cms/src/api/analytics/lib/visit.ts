import crypto from 'node:crypto';
import { decoded } from '../../../lib/decoded';
import { describeUserAgent } from '../../../lib/user-agent';

/** Crawlers, link previews, monitors, headless browsers and scripts: not readers. No User-Agent counts as a bot. */
const BOT = new RegExp(
  [
    'bot\\b',
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'preview',
    'facebookexternalhit',
    'embedly',
    'whatsapp',
    'headless',
    'lighthouse',
    'pingdom',
    'uptime',
    'monitor',
    'curl',
    'wget',
    'python',
    'go-http',
    'java/',
    'libwww',
    'httpclient',
    'node-fetch',
    'undici',
    'axios',
    '^node$',
  ].join('|'),
  'i',
);

/**
 * `answer` with the answers for the last few hundred distinct inputs kept (forgotten all at once when full): views
 * repeat a handful of User-Agents and referrers, so most are answered by one lookup. Inputs longer than a User-Agent
 * or an address normally is are answered afresh and not kept.
 */
export function remembered<T extends NonNullable<unknown> | null>(answer: (input: string) => T): (input: string) => T {
  const answers = new Map<string, T>();
  return (input) => {
    const known = answers.get(input);
    if (known !== undefined) return known;
    const fresh = answer(input);
    if (input.length > 512) return fresh;
    if (answers.size >= 500) answers.clear();
    answers.set(input, fresh);
    return fresh;
  };
}

const isBotAgent = remembered((userAgent) => BOT.test(userAgent));
export const isBot = (userAgent: string | undefined): boolean => !userAgent || isBotAgent(userAgent);

/** Do-Not-Track or Global Privacy Control: the visitor asked not to be counted. */
export const optedOut = (request: { get(name: string): string }): boolean =>
  request.get('dnt') === '1' || request.get('sec-gpc') === '1';

/** A host name of the web: dot-separated labels of letters, digits and dashes (punycode for others), or an IPv4 address. */
const WEB_HOST = /^(?=.{1,200}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * The referring site's host name (without www.), or '' for a direct visit, a link from this site itself, or a
 * Referer that names no web site (another scheme, an app, free text): only the host of an http(s) address is kept.
 */
export function referrerHost(referer: string, siteHosts: ReadonlySet<string>): string {
  if (!referer) return '';
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return '';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return '';
  const host = url.hostname.toLowerCase();
  if (siteHosts.has(host) || !WEB_HOST.test(host)) return '';
  return host.replace(/^www\./, '');
}

type Device = 'Mobile' | 'Tablet' | 'Desktop';
/** The kind of device a browser runs on. */
export const deviceOf = remembered((userAgent): Device => {
  const described = describeUserAgent(userAgent).device;
  return described === 'Unknown' ? 'Desktop' : described;
});

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day (YYYY-MM-DD) of an instant in a time zone (a formatter is costly to make: one per zone). */
export function dayIn(timeZone: string, at: Date): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(at);
}

/** One lane of the visitor key: the characters of `text` mixed into `h` (a 32-bit multiply-and-shift step each). */
function mixed(h: number, text: string, multiplier: number): number {
  for (let i = 0; i < text.length; i += 1) {
    h = Math.imul(h ^ text.charCodeAt(i), multiplier);
    h ^= h >>> 15;
  }
  return Math.imul(h ^ 0x9e3779b9, multiplier);
}

const finished = (h: number): number => {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/**
 * A visitor's identity for one day only: a keyed hash of address and browser (53 bits, two lanes), under two random
 * keys that live in memory and are replaced when the day ends; nothing else is kept. It is counted character by
 * character without building a string, so recognising a visitor leaves no garbage on a busy page.
 */
export function visitorKey(keys: Uint32Array, ip: string, userAgent: string): number {
  const a = finished(mixed(mixed(keys[0], ip, 0x5bd1e995), userAgent, 0x5bd1e995));
  const b = finished(mixed(mixed(keys[1], ip, 0x1b873593), userAgent, 0x1b873593));
  return a * 0x200000 + (b >>> 11);
}

/** Two random keys for a day's visitor keys. */
export const visitorKeys = (): Uint32Array => crypto.getRandomValues(new Uint32Array(2));

/** The article a public page path shows (`id:12` or `slug:judul`), or null for other pages. */
export function articleRef(pathname: string): string | null {
  const byId = /^\/artikel\/(\d+)(?:\/[^/]+)?\/?$/.exec(pathname);
  if (byId) return `id:${byId[1]}`;
  const bySlug = /^\/artikel\/slug\/([^/]+)\/?$/.exec(pathname);
  const slug = bySlug && decoded(bySlug[1]);
  return slug === null ? null : `slug:${slug.slice(0, 190)}`;
}
