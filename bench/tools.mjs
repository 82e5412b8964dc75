// The benchmark tools, resolved from bench/node_modules (bench/package.json), not from the root's node_modules.
// Loaded through scripts/lib/bench-tools.mjs, which installs them first when they are missing or stale.
export { default as autocannon } from 'autocannon';
export { default as lighthouse } from 'lighthouse';
export * as chromeLauncher from 'chrome-launcher';
