import type { Core } from '@strapi/strapi';
import { PROTECTION_FLAGS, type ProtectionFlag } from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { badRequest } from '../../../lib/http-error';
import type { AuthState } from '../../../lib/request-context';
import { defaultMiddlewareSettings } from '../../../seed/default-settings';
import { auditAs } from '../../../lib/data-layer/audit-scope';

const UID = 'api::settings.middleware-setting';
export { PROTECTION_FLAGS, type ProtectionFlag };
export type ProtectionFlags = Record<ProtectionFlag, boolean>;

/**
 * The master-switch rule: a change of allEnabled sets all eight; otherwise allEnabled follows the
 * eight (on when all are on, off when all are off, off when they are mixed).
 */
export function applyMasterSwitch(
  current: ProtectionFlags & { allEnabled: boolean },
  patch: Partial<ProtectionFlags & { allEnabled: boolean }>,
) {
  const next = { ...current };
  for (const flag of PROTECTION_FLAGS) {
    const value = patch[flag];
    if (typeof value === 'boolean') next[flag] = value;
  }
  if (typeof patch.allEnabled === 'boolean' && patch.allEnabled !== current.allEnabled) {
    for (const flag of PROTECTION_FLAGS) next[flag] = patch.allEnabled;
    next.allEnabled = patch.allEnabled;
  } else {
    next.allEnabled = PROTECTION_FLAGS.every((f) => next[f]);
  }
  return next;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  // Read on every request by the protections middleware: a short-lived copy, dropped on this
  // instance's own writes; other instances see a change once their copy expires.
  let cached: { flags: ProtectionFlags; until: number } | null = null;
  let loading: Promise<ProtectionFlags> | null = null;
  let generation = 0;

  return {
    async enabledFlags(): Promise<ProtectionFlags> {
      if (cached && cached.until > Date.now()) return cached.flags;
      const started = generation;
      loading ??= this.get()
        .then((row) => {
          const flags = Object.fromEntries(PROTECTION_FLAGS.map((f) => [f, row[f]])) as ProtectionFlags;
          if (started === generation) cached = { flags, until: Date.now() + appConfig.protections.flagsCacheMs };
          return flags;
        })
        .finally(() => {
          loading = null;
        });
      return loading;
    },

    async get() {
      const row = (await strapi.db.query(UID).findOne({})) ?? defaultMiddlewareSettings();
      const flags = Object.fromEntries(PROTECTION_FLAGS.map((f) => [f, row[f] !== false])) as ProtectionFlags;
      return {
        allEnabled: PROTECTION_FLAGS.every((f) => flags[f]),
        ...flags,
        updatedBy: row.updatedByName ?? null,
        updatedAt: row.updatedAt ?? null,
        createdAt: row.createdAt ?? null,
      };
    },

    async update(auth: AuthState, body: Record<string, unknown>) {
      for (const [key, value] of Object.entries(body)) {
        if (['updatedBy', 'updatedAt', 'createdAt'].includes(key)) continue;
        if (key !== 'allEnabled' && !PROTECTION_FLAGS.includes(key as ProtectionFlag))
          throw badRequest(`Unknown setting: ${key}`);
        if (typeof value !== 'boolean') throw badRequest(`${key} must be true or false`);
      }
      const { allEnabled, ...rest } = await this.get();
      const flags = Object.fromEntries(PROTECTION_FLAGS.map((f) => [f, rest[f]])) as ProtectionFlags;
      const next = applyMasterSwitch({ allEnabled, ...flags }, body);
      const row = await strapi.db.query(UID).findOne({ select: ['id'] });
      const data = { ...next, updatedByName: auth.userName };
      await auditAs({ type: 'settings', action: 'update', title: 'Proteksi keamanan diubah' }, async () => {
        if (row) await strapi.db.query(UID).update({ where: { id: row.id }, data });
        else await strapi.db.query(UID).create({ data });
      });
      cached = null;
      loading = null;
      generation += 1;
      return this.get();
    },
  };
};
