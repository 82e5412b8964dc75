export const defaultMiddlewareSettings = () => ({
  allEnabled: true,
  apiProtectionEnabled: true,
  apiRateLimitEnabled: true,
  ddosProtectionEnabled: true,
  sqlInjectionProtectionEnabled: true,
  noSqlInjectionProtectionEnabled: true,
  antiSpoofingProtectionEnabled: true,
  dnsLayerProtectionEnabled: true,
  portScanningProtectionEnabled: true,
  updatedByName: 'system',
});
