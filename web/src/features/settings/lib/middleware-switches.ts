import { PROTECTION_FLAGS, type ProtectionFlag } from '@hmti/contract';
import type { MiddlewareSettings } from '../types';

export { PROTECTION_FLAGS, type ProtectionFlag };
export type MiddlewareFlags = Pick<MiddlewareSettings, ProtectionFlag | 'allEnabled'>;
export type MiddlewarePatch = Partial<MiddlewareFlags>;

export const PROTECTION_LABELS: Record<ProtectionFlag, { label: string; description: string }> = {
  apiProtectionEnabled: { label: 'API Protection', description: 'Menolak permintaan API yang mencurigakan.' },
  apiRateLimitEnabled: { label: 'API Rate Limit', description: 'Membatasi 100 permintaan per menit per IP.' },
  ddosProtectionEnabled: { label: 'DDoS Protection', description: 'Membatasi koneksi berlebihan dari satu sumber.' },
  sqlInjectionProtectionEnabled: {
    label: 'SQL Injection Protection',
    description: 'Memblokir pola SQL injection pada input.',
  },
  noSqlInjectionProtectionEnabled: {
    label: 'NoSQL Injection Protection',
    description: 'Memblokir operator NoSQL pada input.',
  },
  antiSpoofingProtectionEnabled: {
    label: 'Anti-Spoofing Protection',
    description: 'Menolak header alamat yang dipalsukan.',
  },
  dnsLayerProtectionEnabled: { label: 'DNS Layer Protection', description: 'Memeriksa host dan domain permintaan.' },
  portScanningProtectionEnabled: {
    label: 'Port Scanning Protection',
    description: 'Mendeteksi percobaan pemindaian port.',
  },
};

/**
 * The server's master-switch rule, applied locally so a toggle shows at once: a change of
 * allEnabled sets all eight; otherwise allEnabled is on only while all eight are on.
 */
export function applyMasterSwitch<T extends MiddlewareFlags>(current: T, patch: MiddlewarePatch): T {
  const next = { ...current };
  for (const flag of PROTECTION_FLAGS) {
    const value = patch[flag];
    if (typeof value === 'boolean') next[flag] = value;
  }
  if (typeof patch.allEnabled === 'boolean' && patch.allEnabled !== current.allEnabled) {
    for (const flag of PROTECTION_FLAGS) next[flag] = patch.allEnabled;
    next.allEnabled = patch.allEnabled;
  } else {
    next.allEnabled = PROTECTION_FLAGS.every((flag) => next[flag]);
  }
  return next;
}

export const enabledCount = (flags: MiddlewareFlags) => PROTECTION_FLAGS.filter((flag) => flags[flag]).length;
