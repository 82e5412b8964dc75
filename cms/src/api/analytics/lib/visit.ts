import crypto from 'node:crypto';
import { decoded } from '../../../lib/decoded';
import { describeUserAgent } from '../../../lib/user-agent';

/** Crawlers, link previews, monitors, headless browsers and scripts: not readers. No User-Agent counts as a bot. */
const BOT =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|embedly|whatsapp|headless|lighthouse|pingdom|uptime|monitor|curl|wget|python|go-http|java\/|libwww|httpclient|node-fetch|undici|axios|^node$/i;

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

/**
 * The characters of `text` mixed into `h` (a 32-bit multiply-and-shift step each), for the visitor key. The length is
 * read once: a request's strings come in several of V8's representations, and a length read per character then costs
 * a call each.
 */
function mixed(h: number, text: string, multiplier: number): number {
  for (let i = 0, n = text.length; i < n; i += 1) {
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
 * A day's visitor key: a visitor's identity for that day only, a keyed hash of browser and address under a random key
 * that lives in memory, in this function, and is replaced with it when the day ends. The browser's part is worked out
 * once per User-Agent (a handful of them make most views) and kept beside it for the day (the last few hundred, as the
 * bot and device checks keep theirs); no address is kept. A view hashes only its address, character by character
 * without building a string. 30 bits, a small integer to V8 (a day's set of visitors holds no boxed numbers): two of a
 * day's visitors share a key about n²/2³¹ times — 0.05 at 10 000 visitors, 116 (0.02 %) at 500 000.
 */
export function visitorKeyOfTheDay(): (ip: string, userAgent: string) => number {
  const [key] = crypto.getRandomValues(new Uint32Array(1));
  const browserPart = remembered((userAgent) => mixed(key, userAgent, 0x5bd1e995));
  return (ip, userAgent) => finished(mixed(browserPart(userAgent), ip, 0x5bd1e995)) >>> 2;
}

/** The article a public page path shows (`id:12` or `slug:judul`), or null for other pages. */
export function articleRef(pathname: string): string | null {
  const byId = /^\/artikel\/(\d+)(?:\/[^/]+)?\/?$/.exec(pathname);
  if (byId) return `id:${byId[1]}`;
  const bySlug = /^\/artikel\/slug\/([^/]+)\/?$/.exec(pathname);
  const slug = bySlug && decoded(bySlug[1]);
  return slug === null ? null : `slug:${slug.slice(0, 190)}`;
}
