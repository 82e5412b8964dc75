import crypto from 'node:crypto';
import { describeUserAgent } from '../user-agent';

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

export const isBot = (userAgent: string | undefined): boolean => !userAgent || BOT.test(userAgent);

/** Do-Not-Track or Global Privacy Control: the visitor asked not to be counted. */
export const optedOut = (header: (name: string) => string): boolean =>
  header('dnt') === '1' || header('sec-gpc') === '1';

/** The referring site's host name (without www.), or '' for a direct visit or a link from this site itself. */
export function referrerHost(referer: string, siteHosts: ReadonlySet<string>): string {
  if (!referer) return '';
  try {
    const host = new URL(referer).hostname.toLowerCase();
    return siteHosts.has(host) ? '' : host.replace(/^www\./, '').slice(0, 200);
  } catch {
    return '';
  }
}

export type Device = 'Mobile' | 'Tablet' | 'Desktop';
const devices = new Map<string, Device>();
/** The kind of device a browser runs on (the last few hundred User-Agents are remembered: most views repeat one). */
export const deviceOf = (userAgent: string): Device => {
  let device = devices.get(userAgent);
  if (device) return device;
  const described = describeUserAgent(userAgent).device;
  device = described === 'Unknown' ? 'Desktop' : described;
  if (devices.size >= 500) devices.clear();
  devices.set(userAgent, device);
  return device;
};

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

/** A visitor's identity for one day only: the salt is random, lives in memory and is replaced when the day ends. */
export const visitorHash = (salt: string, ip: string, userAgent: string): string =>
  crypto.hash('sha256', `${salt}\0${ip}\0${userAgent}`, 'base64url').slice(0, 22);

/** The article a public page path shows (`id:12` or `slug:judul`), or null for other pages. */
export function articleRef(pathname: string): string | null {
  const byId = /^\/artikel\/(\d+)(?:\/[^/]+)?\/?$/.exec(pathname);
  if (byId) return `id:${byId[1]}`;
  const bySlug = /^\/artikel\/slug\/([^/]+)\/?$/.exec(pathname);
  if (bySlug) {
    try {
      return `slug:${decodeURIComponent(bySlug[1]).slice(0, 190)}`;
    } catch {
      return null;
    }
  }
  return null;
}
