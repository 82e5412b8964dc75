import type { TestProject } from 'vitest/node';
import { startCms, type CmsInstance } from './harness/cms-process';

let cms: CmsInstance | undefined;

/** One real cms for the whole API suite; tests reach it over HTTP at the injected baseUrl. */
export async function setup(project: TestProject) {
  cms = await startCms();
  project.provide('baseUrl', cms.url);
  project.provide('workDir', cms.workDir);
  project.provide('dbEnv', cms.database.env);
}

export async function teardown() {
  await cms?.stop();
  await cms?.database.drop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    workDir: string;
    dbEnv: Record<string, string>;
  }
}
