import { describe, expect, it } from 'vitest';
import { reportFor } from '../server-errors';

const withCode = (code: string) => Object.assign(new Error(`write ${code}`), { code });

describe('reportFor', () => {
  it('logs a client that hung up mid-answer as debug, without a stack', () => {
    for (const code of ['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']) {
      expect(reportFor(withCode(code))).toEqual({
        level: 'debug',
        message: `client went away while the answer was sent (${code})`,
      });
    }
  });

  it('logs a refused request as a warning without a stack', () => {
    const refused = Object.assign(new Error('Invalid JSON'), { status: 400, expose: true });
    expect(reportFor(refused)).toEqual({ level: 'warn', message: 'request refused (400): Invalid JSON' });
  });

  it('keeps the stack of a server failure', () => {
    const failure = new TypeError('boom');
    const report = reportFor(failure);
    expect(report.level).toBe('error');
    expect(report.message).toBe('boom');
    expect(report.stack).toContain('TypeError: boom');
  });
});
