import { PROTECTION_FLAGS, type ProtectionFlag } from '@hmti/contract';
import type { MiddlewareSettings } from '../types';

export { applyMasterSwitch, PROTECTION_FLAGS, type ProtectionFlag } from '@hmti/contract';
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

export const enabledCount = (flags: MiddlewareFlags) => PROTECTION_FLAGS.filter((flag) => flags[flag]).length;
