import fs from 'node:fs';
import path from 'node:path';
import type { Core } from '@strapi/strapi';

// Content types (e.g. made in the Content-Type Builder) whose Strapi REST reads (find, findOne) are public.
const FILE = path.join('config', 'public-read.json');
const READ_ACTIONS = ['find', 'findOne'];

const readList = (file: string): string[] => {
  if (!fs.existsSync(file)) return [];
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  return Array.isArray(parsed) ? parsed.filter((x): x is string => typeof x === 'string') : [];
};

/**
 * The Public role's read permissions live in cms/config/public-read.json, so a fresh deploy has them:
 * every listed type gets find and findOne at boot. A public read granted only in this database (ticked in
 * the admin's Users & Permissions screen) is added to the file in development and reported otherwise.
 */
export async function applyPublicReadPermissions(strapi: Core.Strapi) {
  const file = path.join(strapi.dirs.app.root, FILE);
  const listed = readList(file);
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const publicRole = await roles.findOne({ where: { type: 'public' } });
  if (!publicRole) return;
  for (const uid of listed) {
    if (!strapi.contentTypes[uid as never]) {
      strapi.log.warn(`${FILE} lists ${uid}, which is not a content type of this app; skipped.`);
      continue;
    }
    for (const verb of READ_ACTIONS) {
      const action = `${uid}.${verb}`;
      if (!(await permissions.findOne({ where: { action, role: publicRole.id } })))
        await permissions.create({ data: { action, role: publicRole.id } });
    }
  }
  const granted = (await permissions.findMany({
    where: { role: publicRole.id, action: { $startsWith: 'api::' } },
    select: ['action'],
  })) as Array<{ action: string }>;
  const unlisted = [
    ...new Set(
      granted
        .filter((p) => READ_ACTIONS.some((verb) => p.action.endsWith(`.${verb}`)))
        .map((p) => p.action.slice(0, p.action.lastIndexOf('.'))),
    ),
  ].filter((uid) => !listed.includes(uid));
  if (!unlisted.length) return;
  if (strapi.config.get('autoReload')) {
    fs.writeFileSync(file, `${JSON.stringify([...listed, ...unlisted].sort(), null, 2)}\n`);
    strapi.log.info(`Public read of ${unlisted.join(', ')} recorded in ${FILE}: commit it so deploys have it.`);
  } else
    strapi.log.warn(
      `Public read of ${unlisted.join(', ')} is granted only in this database; add the type(s) to ${FILE} ` +
        'so a fresh deploy grants it too.',
    );
}
