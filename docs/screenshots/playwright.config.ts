import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

/**
 * Screenshots for docs/screenshots/ (refreshed on every run):
 *   E2E_PORT=1367 npx playwright test -c docs/screenshots/playwright.config.ts
 * Starts the same throwaway site as the end-to-end tests.
 */
const root = path.resolve(__dirname, '../..');
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: /.*\.shots\.ts$/,
  outputDir: path.join(root, 'test-results/screenshots'),
  reporter: [['list']],
  webServer: base.webServer && !Array.isArray(base.webServer) ? { ...base.webServer, cwd: root } : base.webServer,
});
