/**
 * zod 4 probes `new Function` once to choose a faster parser. Our CSP has no 'unsafe-eval', so the
 * probe is blocked and reported as a CSP violation on every page that validates a form. Jitless mode
 * skips the probe; zod reads this global config when it loads, so this module is imported first.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
Object.assign((scope.__zod_globalConfig ??= {}), { jitless: true });

export {};
