import type { Core } from '@strapi/strapi';
import {
  applyMasterSwitch,
  middlewarePatchSchema,
  PROTECTION_FLAGS,
  type MiddlewareSettings,
  type ProtectionFlag,
} from '@hmti/contract';
import { appConfig } from '../../../config/app-config';
import { parseInput } from '../../../lib/request-input';
import type { AuthState } from '../../../lib/request-context';
import { defaultMiddlewareSettings } from '../../../seed/default-settings';
import { auditAs } from '../../../lib/data-layer/audit-scope';
import { sharedCacheLoad } from '../../../lib/observability/query-count';
import { saveOnlyRow } from './settings-update';

const UID = 'api::settings.middleware-setting';
export { PROTECTION_FLAGS };
type ProtectionFlags = Record<ProtectionFlag, boolean>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  // Read on every request by the protections middleware: a short-lived copy, dropped on this
  // instance's own writes; other instances see a change once their copy expires.
  let cached: { flags: ProtectionFlags; until: number } | null = null;
  let loading: Promise<ProtectionFlags> | null = null;
  let generation = 0;

  return {
    /** The flags while this instance's short-lived copy is fresh, without waiting; otherwise undefined. */
    knownFlags(): ProtectionFlags | undefined {
      return cached && cached.until > Date.now() ? cached.flags : undefined;
    },

    async enabledFlags(): Promise<ProtectionFlags> {
      if (cached && cached.until > Date.now()) return cached.flags;
      const started = generation;
      loading ??= sharedCacheLoad(() => this.get())
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

    async get(): Promise<MiddlewareSettings> {
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
      // The settings object sent back whole carries its read-only stamps.
      const { updatedBy: _by, updatedAt: _at, createdAt: _created, ...changes } = body;
      const patch = parseInput(middlewarePatchSchema, changes);
      const { allEnabled, ...rest } = await this.get();
      const flags = Object.fromEntries(PROTECTION_FLAGS.map((f) => [f, rest[f]])) as ProtectionFlags;
      const next = applyMasterSwitch({ allEnabled, ...flags }, patch);
      await auditAs({ type: 'settings', action: 'update', title: 'Proteksi keamanan diubah' }, () =>
        saveOnlyRow(strapi, UID, next),
      );
      cached = null;
      loading = null;
      generation += 1;
      return this.get();
    },
  };
};
