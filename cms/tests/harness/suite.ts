import { inject } from 'vitest';
import type { CmsInstance } from './cms-process';
import { openTestDatabase } from './test-database';

/** The shared cms of this file's worker (tests/global-setup.ts starts one per worker), as tests see it. */
export function sharedCms(): Pick<CmsInstance, 'url' | 'workDir' | 'database'> & {
  driveUrl: string;
  adminToken: string;
  mailDir: string;
} {
  const all = inject('sharedCms');
  // VITEST_POOL_ID numbers the workers from 1 to maxWorkers.
  const mine = all[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % all.length];
  return {
    url: mine.baseUrl,
    workDir: mine.workDir,
    database: openTestDatabase(mine.dbEnv),
    driveUrl: mine.driveUrl,
    adminToken: mine.adminToken,
    mailDir: mine.mailDir,
  };
}
