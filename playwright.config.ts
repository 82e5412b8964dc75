import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 1347);
// E2E_WORKERS spec files run side by side, each worker against its own site (its own cms and database) on
// E2E_PORT + its parallel index; 1 by default. Playwright loads this file again in every worker process with
// TEST_PARALLEL_INDEX set, so baseURL below is the worker's own site.
const workers = Number(process.env.E2E_WORKERS ?? 1);
const siteUrl = `http://127.0.0.1:${port + Number(process.env.TEST_PARALLEL_INDEX ?? 0)}`;
// E2E_BASE_URL points the tests at a site that is already running (no server is started then).
const externalBaseUrl = process.env.E2E_BASE_URL;
// E2E_WEB_BUILD=development runs against a development bundle (scripts/e2e-server.mjs); it reports separately.
const devBuild = process.env.E2E_WEB_BUILD === 'development';
const reportName = devBuild ? 'e2e-dev-build-report' : 'e2e-report';
// Debian's old-headless build of the same Chromium (package chromium-headless-shell) when it is installed: what
// Playwright itself runs for headless tests, without the full browser's window machinery and with a far less busy GPU
// process — a third less CPU for the same suite (docs/developing.md, "CI time"). A headed run (`--headed`, `--ui`)
// needs the full browser: CHROMIUM_PATH=/usr/bin/chromium.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** End-to-end tests drive Debian's Chromium (never a downloaded browser) against the built site. */
export default defineConfig({
  testDir: 'e2e',
  // Its own folder per build mode: Playwright empties it at the start of a run, and test-results/ also holds the
  // other suites' reports.
  outputDir: `test-results/${reportName}-artifacts`,
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: `test-results/${reportName}.json` }]],
  use: {
    baseURL: externalBaseUrl ?? siteUrl,
    // Test-side API calls (request fixtures) carry the site's Origin as the browser's own calls do;
    // the cms refuses state-changing /api calls without it (CSRF check).
    extraHTTPHeaders: { Origin: new URL(externalBaseUrl ?? siteUrl).origin },
    screenshot: 'only-on-failure',
    // A failed test keeps its screenshot, its page as an accessibility tree (error-context.md) and its trace of
    // actions, network and console, without the screencast or a DOM snapshot around every action: recording those
    // cost about a third and then a further ~14 % of the browser side's CPU (docs/developing.md, "CI time").
    // E2E_TRACE_SCREENSHOTS=true and E2E_TRACE_SNAPSHOTS=true bring them back for an investigation.
    trace: {
      mode: 'retain-on-failure',
      screenshots: process.env.E2E_TRACE_SCREENSHOTS === 'true',
      snapshots: process.env.E2E_TRACE_SNAPSHOTS === 'true',
    },
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  // One site per worker, started one after another (the first one builds what is stale, the others find it built).
  webServer: externalBaseUrl
    ? undefined
    : Array.from({ length: workers }, (_, index) => ({
        command: `node scripts/e2e-server.mjs`,
        url: `http://127.0.0.1:${port + index}/_health`,
        env: {
          E2E_PORT: String(port + index),
          // The server's standard output is not kept (below), so its request lines skip the readable format.
          LOG_FORMAT: 'json',
          ...(devBuild ? { E2E_WEB_BUILD: 'development' } : {}),
        },
        reuseExistingServer: false,
        // A first run may build the web app, the server and the admin panel.
        timeout: 600_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
      })),
});
