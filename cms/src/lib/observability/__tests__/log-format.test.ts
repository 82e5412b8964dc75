import { Writable } from 'node:stream';
import { winston } from '@strapi/logger';
import { describe, expect, it } from 'vitest';
import { logFormat, type LogSettings } from '../log-format';

function capture(settings: LogSettings) {
  const out: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      out.push(String(chunk).trimEnd());
      done();
    },
  });
  const logger = winston.createLogger({
    level: 'info',
    format: logFormat(settings),
    transports: [new winston.transports.Stream({ stream })],
  });
  return { logger, out };
}

describe('log format', () => {
  it('JSON: a server error keeps its stack; coloured messages lose their escape codes', () => {
    const { logger, out } = capture({ format: 'json', level: 'info', colors: false });
    logger.error(new Error('database went away'));
    logger.info('\u001b[32mgreen\u001b[39m words', { route: '/api/x' });
    const [error, info] = out.map((l) => JSON.parse(l));
    expect(error).toMatchObject({ level: 'error', message: 'database went away' });
    expect(error.stack).toMatch(/^Error: database went away\n\s+at /);
    expect(info).toMatchObject({ level: 'info', message: 'green words', route: '/api/x' });
  });

  it('JSON: every line’s time is ISO 8601 in UTC, also when a line brings its own in milliseconds or nonsense', () => {
    const { logger, out } = capture({ format: 'json', level: 'info', colors: false });
    logger.info('plain');
    logger.info('[internal migration]: migrating x.js', { timestamp: Date.UTC(2026, 10, 24, 1, 2, 3, 4) });
    logger.info('odd', { timestamp: 'yesterday-ish' });
    const [plain, migration, odd] = out.map((l) => JSON.parse(l) as { timestamp: unknown });
    const iso = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
    expect(plain.timestamp).toMatch(iso);
    expect(migration.timestamp).toBe('2026-11-24T01:02:03.004Z');
    expect(odd.timestamp).toMatch(iso);
  });

  it('pretty without a terminal: one readable line with its fields, no colour codes', () => {
    const { logger, out } = capture({ format: 'pretty', level: 'info', colors: false });
    logger.warn('GET /api/x 403', { status: 403, refusal: { kind: 'ddos' } });
    expect(out[0]).toMatch(/^\[\d{4}-\d\d-\d\d [\d:.]+\] warn: GET \/api\/x 403 status=403 refusal=\{"kind":"ddos"\}$/);
    expect(out[0]).not.toContain('\u001b');
  });
});
