export * from './drive-url.js';
export * from './list-limits.js';
export * from './page-routes.js';
export * from './permissions.js';
export * from './article-input.js';
export * from './protection-flags.js';
