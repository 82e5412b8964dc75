import { FIELD_LABELS, limitText, PROTECTION_FLAGS, type ProtectionFlag, type RequestLimits } from '@hmti/contract';
import type { MiddlewareSettings } from '@hmti/contract';

export type MiddlewareFlags = Pick<MiddlewareSettings, ProtectionFlag | 'allEnabled'>;
export type MiddlewarePatch = Partial<MiddlewareFlags>;

/** The API rate limit as configured: what it counts, for visitors and for signed-in staff. */
export const requestLimitsText = ({ visitors, staff }: RequestLimits) =>
  `${limitText(visitors, 'IP')} untuk pengunjung; ${limitText(staff, 'account')} untuk staf yang login.`;

const DESCRIPTIONS: Record<ProtectionFlag, string> = {
  apiProtectionEnabled: 'Menolak permintaan API yang mencurigakan.',
  apiRateLimitEnabled: 'Membatasi jumlah permintaan API.',
  ddosProtectionEnabled: 'Membatasi koneksi berlebihan dari satu sumber.',
  sqlInjectionProtectionEnabled: 'Memblokir pola SQL injection pada input.',
  noSqlInjectionProtectionEnabled: 'Memblokir operator NoSQL pada input.',
  antiSpoofingProtectionEnabled: 'Menolak header alamat yang dipalsukan.',
  dnsLayerProtectionEnabled: 'Memeriksa host dan domain permintaan.',
  portScanningProtectionEnabled: 'Mendeteksi percobaan pemindaian port.',
};

/** A switch's label (as the contract's messages name it) and description; the rate limit's with its numbers. */
export const protectionSwitch = (flag: ProtectionFlag, limits?: RequestLimits) => ({
  label: FIELD_LABELS.middleware[flag],
  description:
    flag === 'apiRateLimitEnabled' && limits
      ? `Membatasi permintaan API: ${requestLimitsText(limits)}`
      : DESCRIPTIONS[flag],
});

export const enabledCount = (flags: MiddlewareFlags) => PROTECTION_FLAGS.filter((flag) => flags[flag]).length;
