import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createCmsTemplate, startCms, type CmsInstance } from './harness/cms-process';
import { startFakeDrive } from './harness/fake-drive.mjs';
import { adminToken } from './harness/admin-api';
import { startFakeSmtp, type FakeSmtp } from './harness/fake-smtp';

type Drive = Awaited<ReturnType<typeof startFakeDrive>>;
const started: { cms: CmsInstance; drive: Drive; smtp: FakeSmtp }[] = [];
let template: Awaited<ReturnType<typeof createCmsTemplate>> | undefined;

/** What a test file needs of its worker's shared cms (see harness/suite.ts). */
export interface SharedCmsContext {
  baseUrl: string;
  workDir: string;
  dbEnv: Record<string, string>;
  driveUrl: string;
  adminToken: string;
  /** Where the shared cms's mail arrives (harness/fake-smtp.ts: one .eml file per message). */
  mailDir: string;
}

async function startShared(): Promise<SharedCmsContext> {
  const drive = await startFakeDrive();
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-mail-'));
  const smtp = await startFakeSmtp(mailDir);
  const cms = await startCms({
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtp.port),
      EMAIL_FROM: 'HMTI <no-reply@hmti.test>',
      GDRIVE_BASE_URL: drive.url,
      GDRIVE_IMAGE_BASE_URL: `${drive.url}/img`,
      GDRIVE_TIMEOUT_MS: '1500',
      UPLOAD_MAX_MB: '2',
      QUERY_COUNT_HEADER: 'true',
      // One JSON line per request, written without the logger's formatting (as in production); no test reads the
      // shared cms's log, and the readable format costs several per cent of its CPU over a run.
      LOG_FORMAT: 'json',
    },
  });
  started.push({ cms, drive, smtp });
  return {
    baseUrl: cms.url,
    workDir: cms.workDir,
    dbEnv: cms.database.env,
    driveUrl: drive.url,
    adminToken: await adminToken(cms),
    mailDir,
  };
}

/**
 * One real cms (plus a local fake Drive) per worker: the files of one worker share it one after another, files on
 * different workers never see each other's data. Tests reach it over HTTP.
 */
export async function setup(project: TestProject) {
  // Every later cms (these and the ones test files start) begins as a copy of this first one; the workers inherit
  // the environment set here.
  template = await createCmsTemplate();
  process.env.CMS_TEMPLATE = template.env;
  const workers = Math.max(1, project.config.maxWorkers);
  project.provide('sharedCms', await Promise.all(Array.from({ length: workers }, startShared)));
}

export async function teardown() {
  await Promise.all(
    started.map(async ({ cms, drive, smtp }) => {
      await cms.stop();
      await cms.database.drop();
      await drive.stop();
      await smtp.stop();
    }),
  );
  await template?.drop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    sharedCms: SharedCmsContext[];
  }
}
