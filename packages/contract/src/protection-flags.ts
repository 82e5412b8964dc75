/** The eight protection switches of the middleware settings (each on or off; `allEnabled` follows them). */
export const PROTECTION_FLAGS = [
  'apiProtectionEnabled',
  'apiRateLimitEnabled',
  'ddosProtectionEnabled',
  'sqlInjectionProtectionEnabled',
  'noSqlInjectionProtectionEnabled',
  'antiSpoofingProtectionEnabled',
  'dnsLayerProtectionEnabled',
  'portScanningProtectionEnabled',
] as const;

export type ProtectionFlag = (typeof PROTECTION_FLAGS)[number];
