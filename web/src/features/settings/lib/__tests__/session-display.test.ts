import { describe, expect, it } from 'vitest';
import { orderSessions, sessionDevice, sessionIp, sessionTimes, sessionTitle } from '../session-display';
import type { ActiveSession } from '@hmti/contract';

const NOW = new Date('2026-11-22T12:00:00Z').getTime();
const session = (over: Partial<ActiveSession>): ActiveSession => ({
  sessionId: '1',
  device: 'Desktop',
  os: 'Linux',
  browser: 'Chrome',
  ip: '10.0.0.1',
  location: null,
  createdAt: '2026-11-22T11:55:00Z',
  lastActive: '2026-11-22T11:58:00Z',
  revokedAt: null,
  expiresAt: null,
  idleExpiresAt: null,
  rememberMe: false,
  twoFactor: false,
  current: false,
  ...over,
});

describe('session display', () => {
  it('names the session by browser and OS', () => {
    expect(sessionTitle(session({}))).toBe('Chrome di Linux');
    expect(sessionTitle(session({ os: null }))).toBe('Chrome');
    expect(sessionTitle(session({ os: '', browser: '' }))).toBe('Perangkat tidak dikenal');
    expect(sessionDevice(session({ device: null }))).toBe('Tidak diketahui');
    expect(sessionIp(session({ ip: ' ' }))).toBe('Tidak diketahui');
  });

  it('shows ages as minutes, hours or days ago', () => {
    expect(sessionTimes(session({}), NOW)).toEqual({ created: '5 menit lalu', lastActive: '2 menit lalu' });
    expect(
      sessionTimes(session({ createdAt: '2026-11-22T09:00:00Z', lastActive: '2026-11-22T11:59:30Z' }), NOW),
    ).toEqual({ created: '3 jam lalu', lastActive: 'Baru saja' });
    expect(sessionTimes(session({ createdAt: '2026-11-19T12:00:00Z', lastActive: null }), NOW)).toEqual({
      created: '3 hari lalu',
      lastActive: '3 hari lalu',
    });
  });

  it('lists the current session first, then the most recently active', () => {
    const list = orderSessions([
      session({ sessionId: 'a', lastActive: '2026-11-22T10:00:00Z' }),
      session({ sessionId: 'b', lastActive: '2026-11-22T11:00:00Z' }),
      session({ sessionId: 'c', lastActive: '2026-11-22T09:00:00Z', current: true }),
    ]);
    expect(list.map((s) => s.sessionId)).toEqual(['c', 'b', 'a']);
  });
});
