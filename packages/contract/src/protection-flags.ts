import { z } from 'zod';
import { FIELD_LABELS } from './field-labels.js';
import { labelled } from './input-check.js';

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

export type ProtectionSwitches = Record<ProtectionFlag | 'allEnabled', boolean>;

/** The middleware settings (GET and PUT /api/settings/middleware, owner only): the switches and who set them last. */
export type MiddlewareSettings = ProtectionSwitches & {
  /** The name of who saved them last ('system' for the defaults); null before any save. */
  updatedBy: string | null;
  updatedAt: string | null;
  createdAt: string | null;
};

/** PUT /api/settings/middleware: { allEnabled } sets all eight, or single flags; at least one of them. */
export const middlewarePatchSchema = labelled(
  z
    .object({
      allEnabled: z.boolean(),
      ...(Object.fromEntries(PROTECTION_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
        ProtectionFlag,
        z.ZodBoolean
      >),
    })
    .partial()
    .strict()
    .refine((patch) => Object.keys(patch).length > 0, 'tidak berisi perubahan'),
  FIELD_LABELS.middleware,
);

/**
 * The master-switch rule: a change of allEnabled sets all eight; otherwise allEnabled is on only while all eight
 * are on (the server stores it so, the dashboard shows a toggle so at once).
 */
export function applyMasterSwitch<T extends ProtectionSwitches>(current: T, patch: Partial<ProtectionSwitches>): T {
  const all = patch.allEnabled !== current.allEnabled ? patch.allEnabled : undefined;
  const next = { ...current };
  for (const flag of PROTECTION_FLAGS) next[flag] = all ?? patch[flag] ?? current[flag];
  next.allEnabled = PROTECTION_FLAGS.every((flag) => next[flag]);
  return next;
}
