import { PROTECTION_FLAGS, type ProtectionFlag } from '@hmti/contract';

/** A fresh site's protections: every switch on. */
export const defaultMiddlewareSettings = () => ({
  allEnabled: true,
  ...(Object.fromEntries(PROTECTION_FLAGS.map((flag) => [flag, true])) as Record<ProtectionFlag, true>),
  updatedByName: 'system',
});
