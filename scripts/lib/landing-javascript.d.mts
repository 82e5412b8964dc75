import type { Page } from '@playwright/test';

export declare const LANDING_JS_BUDGET_KB: number;
export declare function landingJavaScript(
  page: Page,
  base: string,
  webDist: string,
): Promise<Array<{ file: string; bytes: number }>>;
