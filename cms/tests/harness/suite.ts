import { inject } from 'vitest';
import type { CmsInstance } from './cms-process';
import { openTestDatabase } from './test-database';

/** The suite's shared cms (started by tests/global-setup.ts), as tests see it. */
export function sharedCms(): Pick<CmsInstance, 'url' | 'workDir' | 'database'> & {
  driveUrl: string;
  adminToken: string;
} {
  return {
    url: inject('baseUrl'),
    workDir: inject('workDir'),
    database: openTestDatabase(inject('dbEnv')),
    driveUrl: inject('driveUrl'),
    adminToken: inject('adminToken'),
  };
}
