import type { TestProject } from 'vitest/node';
import { startCms, type CmsInstance } from './harness/cms-process';
import { startFakeDrive } from './harness/fake-drive.mjs';
import { adminToken } from './harness/admin-api';

let cms: CmsInstance | undefined;
let drive: Awaited<ReturnType<typeof startFakeDrive>> | undefined;

/** One real cms for the whole API suite (plus a local fake Drive); tests reach it over HTTP. */
export async function setup(project: TestProject) {
  drive = await startFakeDrive();
  cms = await startCms({
    env: {
      GDRIVE_BASE_URL: drive.url,
      GDRIVE_IMAGE_BASE_URL: `${drive.url}/img`,
      GDRIVE_TIMEOUT_MS: '1500',
      UPLOAD_MAX_MB: '2',
      QUERY_COUNT_HEADER: 'true',
    },
  });
  project.provide('baseUrl', cms.url);
  project.provide('workDir', cms.workDir);
  project.provide('dbEnv', cms.database.env);
  project.provide('driveUrl', drive.url);
  project.provide('adminToken', await adminToken(cms));
}

export async function teardown() {
  await cms?.stop();
  await cms?.database.drop();
  await drive?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    workDir: string;
    dbEnv: Record<string, string>;
    driveUrl: string;
    adminToken: string;
  }
}
