/** Accounts the end-to-end site is started with (scripts/e2e-server.mjs). */
export const OWNER = { username: 'owner', password: 'E2E-Owner-Pass-123' };
export const ADMIN = { email: 'admin@himatif.local', password: 'E2E-Admin-Pass-123' };

/** The Strapi admin API lives on the cms; E2E_CMS_URL is only needed when pages come from a Vite dev server. */
export const cmsUrl = (baseURL: string | undefined) => process.env.E2E_CMS_URL ?? baseURL;
