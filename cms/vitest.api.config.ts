import { configDefaults, defineConfig } from 'vitest/config';

/** Every API test file runs on SQLite (the default database of a checkout). */
const ALL_FILES = ['src/**/__tests__/**/*.api.test.ts', 'tests/deploy/**/*.api.test.ts'];

/**
 * The files that also run on PostgreSQL (production's database): those whose SQL differs between the two — our
 * raw queries and dialect branches (stats, activity pruning, seeding, migrations, dropped columns), Strapi's text
 * filters (`$contains` is case-sensitive LIKE on PostgreSQL, not on SQLite), writes in transactions that PostgreSQL
 * runs concurrently and SQLite one at a time, the query-count budgets, the injection payloads that reach the database,
 * and everything in tests/deploy. The rest (HTTP protections, headers, rate limits, sessions in memory or Redis, the
 * chat, uploads) issues the same statements on both. docs/developing.md, "How the harness works".
 */
const POSTGRES_FILES = [
  'tests/deploy/**/*.api.test.ts',
  'src/seed/**/*.api.test.ts',
  'src/lib/data-layer/**/*.api.test.ts',
  'src/middlewares/__tests__/query-count.api.test.ts',
  'src/middlewares/__tests__/idempotency*.api.test.ts',
  'src/security/__tests__/injection.api.test.ts',
  'src/api/auth/__tests__/account-security.api.test.ts',
  'src/api/auth/__tests__/two-factor.api.test.ts',
  ...['articles', 'library', 'landing', 'dashboard', 'users', 'roles', 'settings', 'organization'].map(
    (area) => `src/api/${area}/**/*.api.test.ts`,
  ),
];
/**
 * Files under those globs that stay out of the PostgreSQL pass: a SQLite release fixture, the launcher's signal
 * handling (the same on either database), `strapi develop`'s restart after a Content-Type Builder save (the dev
 * server and file watcher are the same on either database; the column it adds is synced by the same schema sync that
 * schema-change.api.test.ts runs on PostgreSQL), uploads to an S3 bucket (the bucket provider's behaviour; the
 * upload rows are the upload plugin's own statements, as in the other upload tests), the shipped nginx config (no
 * database at all), and the generated permission
 * matrix (every refusal happens in a policy before any statement runs; the allowed writes it makes are the area
 * services' own, which the area files run on PostgreSQL), and `npm run update` (its steps are the backup, restore and
 * start that backup-restore and the other deploy files run on PostgreSQL; its own logic is git and process handling).
 */
const SQLITE_ONLY = [
  'tests/deploy/upgrade-from-release.api.test.ts',
  'tests/deploy/launcher-stop.api.test.ts',
  'tests/deploy/develop-mode.api.test.ts',
  'tests/deploy/s3-uploads.api.test.ts',
  'tests/deploy/nginx-limits.api.test.ts',
  'tests/deploy/update-rollback.api.test.ts',
  'src/api/users/__tests__/permission-matrix.api.test.ts',
];

/**
 * The files of the Node 24 pass (`TEST_NODE24_DIR`, scripts/test.mjs): the cms started by the newer Node, and what of
 * the runtime it leans on — the native modules (the SQLite driver and its backup API, argon2, sharp), node:crypto
 * (two-factor codes and their sealed secrets), the HTTP server and the answers written before Koa, server rendering,
 * sign-in and sessions, and writes through /admin's door.
 */
const NODE24_FILES = [
  'tests/deploy/backup-restore.api.test.ts',
  'src/api/auth/__tests__/auth.api.test.ts',
  'src/api/auth/__tests__/two-factor.api.test.ts',
  'src/api/content/__tests__/upload-safety.api.test.ts',
  'src/lib/data-layer/__tests__/admin-door.api.test.ts',
  'src/middlewares/__tests__/front-cache.api.test.ts',
  'src/public-pages/ssr/__tests__/server-pages.api.test.ts',
];

// API_WORKERS files run side by side, each worker on its own shared cms (tests/global-setup.ts); 1 by default so a
// run of one file boots one cms. API_SUBSET=postgres or node24 picks the files above (scripts/test.mjs).
const workers = Number(process.env.API_WORKERS ?? 1);
const SUBSETS: Partial<Record<string, string[]>> = { postgres: POSTGRES_FILES, node24: NODE24_FILES };
const subset = process.env.API_SUBSET ?? '';

export default defineConfig({
  test: {
    include: SUBSETS[subset] ?? ALL_FILES,
    exclude: [...configDefaults.exclude, ...(subset === 'postgres' ? SQLITE_ONLY : [])],
    globalSetup: ['tests/global-setup.ts'],
    maxWorkers: workers,
    fileParallelism: workers > 1,
    // The files of a worker share the harness's loaded modules (HTTP client, database drivers, Redis) instead of
    // importing them again for each file: ~5 % of the pass's CPU. The files keep no state in shared modules that
    // another depends on; the pass also passes with its files shuffled (--sequence.shuffle.files).
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
