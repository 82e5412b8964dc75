import type { Core } from '@strapi/strapi';
import { appConfig } from './config/app-config';
import { weakSecrets } from './lib/secret-check';
import { installDataLayer } from './lib/data-layer';
import { withoutAudit } from './lib/data-layer/audit-scope';
import { scheduleActivityPruning } from './lib/data-layer/activity-retention';
import { applyAdminPanelRoles } from './lib/admin-panel-roles';
import { closeSharedCounterStore } from './lib/shared-counter-store';
import { runSeed, type SeedReport } from './seed';
import { subscribeContentWrites } from './lib/content-writes';

function printBanner(strapi: Core.Strapi, report: SeedReport) {
  const url = appConfig.publicUrl;
  const lines = [
    '',
    '──────────────────────────────────────────────────────────────',
    ` Site      ${url}/`,
    ` Dashboard ${url}/login`,
    ` API       ${url}/api/settings`,
    ` Admin     ${url}/admin  (Strapi admin panel)`,
  ];
  const owner = report.ownerCreated;
  if (owner) {
    lines.push(
      ` Owner login created: ${owner.username} / ${owner.generatedPassword ?? '(OWNER_PASSWORD from your env)'}`,
    );
    if (owner.generatedPassword) lines.push('   This generated password is shown only once: note it now.');
  } else {
    lines.push(` Owner login: ${appConfig.owner.username} (password set at first start or changed since)`);
  }
  const admin = report.adminCreated;
  if (admin) {
    lines.push(
      ` Admin panel account created: ${admin.email} / ${admin.generatedPassword ?? '(ADMIN_PASSWORD from your env)'}`,
    );
    if (admin.generatedPassword) lines.push('   This generated password is shown only once: note it now.');
  }
  if (report.demoSeeded) lines.push(' Demo content seeded (articles, library, two periods of members).');
  lines.push('──────────────────────────────────────────────────────────────', '');
  strapi.log.info(lines.join('\n'));
}

let stopPruning = () => {};

export default {
  // Before anything touches the database: production never runs on missing or placeholder secrets.
  register() {
    if (appConfig.isProduction) {
      const weak = weakSecrets(process.env);
      if (weak.length) {
        throw new Error(
          `Refusing to start in production with missing or placeholder secrets: ${weak.join(', ')}. ` +
            'Set each to a long random value (at least 16 characters, e.g. `openssl rand -base64 24`); see .env.example.',
        );
      }
    }
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    installDataLayer(strapi);
    // Accounts are created by staff only; keep the plugin's own registration off.
    const upStore = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
    const advanced = ((await upStore.get({})) as Record<string, unknown> | null) ?? {};
    if (advanced.allow_register !== false) await upStore.set({ value: { ...advanced, allow_register: false } });

    subscribeContentWrites(strapi);
    const report = await withoutAudit(() => runSeed(strapi));
    await applyAdminPanelRoles(strapi);
    stopPruning = await scheduleActivityPruning(
      strapi,
      appConfig.activityRetention.days,
      appConfig.activityRetention.intervalHours,
    );
    printBanner(strapi, report);
  },

  async destroy() {
    stopPruning();
    await closeSharedCounterStore();
  },
};
