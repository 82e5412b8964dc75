import fs from 'fs';
import path from 'path';
import sharp from 'sharp';
import type { Core } from '@strapi/strapi';
import { appConfig, cmsRoot } from '../config/app-config';
import { randomPassword } from '../lib/tokens';
import { slugify } from '../lib/slug';
import { DEFAULT_ROLES } from './default-roles';
import { DEFAULT_DIVISIONS } from './default-divisions';
import { defaultSiteSettings } from '@hmti/contract';
import { defaultMiddlewareSettings } from './default-settings';
import { DEMO_ARTICLES, DEMO_LIBRARY, DEMO_PERIODS, DEMO_POSITIONS, demoMembers } from './demo-content';
import { createMediaRows } from '../api/library/lib/media-store';
import { service } from '../lib/services';
import { siteAccountFields } from '../lib/site-accounts';
import { periodRow } from '../lib/periods';
import { positionHolders } from '../lib/division-records';

/**
 * First-start seeding. Every step only adds what is missing and never overwrites edited data;
 * demo content is added once (remembered in the core store), so deleting it keeps it deleted.
 */
export interface SeedReport {
  ownerCreated?: { username: string; generatedPassword?: string };
  adminCreated?: { email: string; generatedPassword?: string };
  demoSeeded: boolean;
}

const SEED_STORE = { type: 'core' as const, name: 'himatif', key: 'seed' };
const DAY = 24 * 3600 * 1000;
/** The demo pictures shipped with the cms (and their smaller widths), copied into each instance's uploads. */
const SEED_ASSETS = path.join(cmsRoot, 'seed-assets');

async function seedRoles(strapi: Core.Strapi) {
  const q = strapi.db.query('api::roles.role');
  const existing = new Set((await q.findMany({ select: ['name'] })).map((r: { name: string }) => r.name));
  for (const role of DEFAULT_ROLES.filter((r) => !existing.has(r.name)))
    await q.create({ data: { ...role, isSystem: true } });
}

async function seedDivisions(strapi: Core.Strapi) {
  const q = strapi.db.query('api::organization.division');
  const existing = new Set((await q.findMany({ select: ['name'] })).map((d: { name: string }) => d.name));
  // A default division brought back keeps only the positions no other division has taken meanwhile.
  const { holderOf } = await positionHolders(strapi);
  const missing = DEFAULT_DIVISIONS.map((d, i) => ({ ...d, sortOrder: i }))
    .filter((d) => !existing.has(d.name))
    .map((d) => ({ ...d, positions: d.positions.filter((p) => !holderOf(p)) }));
  if (missing.length) await q.createMany({ data: missing });
}

async function seedSingleTypes(strapi: Core.Strapi) {
  if (!(await strapi.db.query('api::settings.setting').findOne({ select: ['id'] })))
    await strapi.db.query('api::settings.setting').create({ data: defaultSiteSettings() });
  if (!(await strapi.db.query('api::settings.middleware-setting').findOne({ select: ['id'] })))
    await strapi.db.query('api::settings.middleware-setting').create({ data: defaultMiddlewareSettings() });
}

async function seedOwner(strapi: Core.Strapi): Promise<SeedReport['ownerCreated']> {
  const ownerRole = await strapi.db.query('api::roles.role').findOne({ where: { name: 'owner' } });
  const hasOwner = await strapi.db.query('plugin::users-permissions.user').count({ where: { appRole: ownerRole.id } });
  if (hasOwner > 0) return undefined;
  const { username, email } = appConfig.owner;
  const password = appConfig.owner.password || randomPassword();
  const owner = await strapi.documents('plugin::users-permissions.user').create({
    data: {
      username,
      email,
      name: 'Owner',
      ...(await siteAccountFields(strapi)),
      appRole: ownerRole.id,
    } as never,
  });
  await service(strapi, 'api::auth.passwords').store(Number(owner.id), password);
  return { username, generatedPassword: appConfig.owner.password ? undefined : password };
}

async function seedAdminPanelUser(strapi: Core.Strapi): Promise<SeedReport['adminCreated']> {
  const adminUsers = service(strapi, 'admin::user');
  if (await adminUsers.exists()) return undefined;
  const { email } = appConfig.adminPanel;
  const generated = appConfig.adminPanel.password ? undefined : randomPassword();
  await adminUsers.createFirstAdmin({
    firstname: 'Site',
    lastname: 'Admin',
    email,
    password: appConfig.adminPanel.password || generated,
  });
  return { email, generatedPassword: generated };
}

function copyDemoImages(): string {
  const target = path.join(appConfig.publicDir, 'uploads', 'demo');
  fs.mkdirSync(target, { recursive: true });
  for (const file of fs.readdirSync(SEED_ASSETS)) {
    const dest = path.join(target, file);
    if (!fs.existsSync(dest)) fs.copyFileSync(path.join(SEED_ASSETS, file), dest);
  }
  return '/uploads/demo';
}

/**
 * A demo library picture as a file of the media library: its row names the copies in seed-assets/ as its formats
 * (made as the upload plugin makes them for an upload), so the pages offer each width and a 72 px tile loads a 208 px
 * file, not the 800 px original. The files themselves stay in each instance's own demo folder.
 */
async function registerDemoPicture(strapi: Core.Strapi, folder: string, file: string) {
  const url = `${folder}/${file}`;
  const rows = strapi.db.query('plugin::upload.file');
  if (await rows.findOne({ where: { url } })) return;
  const describe = async (name: string) => {
    const source = path.join(SEED_ASSETS, name);
    const { width, height } = await sharp(source).metadata();
    const size = fs.statSync(source).size / 1000;
    const hash = path.basename(name, '.webp').replace(/[^a-z0-9]/gi, '_');
    return { name, hash, ext: '.webp', mime: 'image/webp', width, height, size, url: `${folder}/${name}` };
  };
  const formats: Record<string, unknown> = {};
  // The widths seed-assets/ holds of each demo library picture besides the original: what an upload gets made of it.
  for (const format of ['thumbnail', 'small']) {
    const name = `${format}_${file}`;
    if (!fs.existsSync(path.join(SEED_ASSETS, name))) continue;
    const copy = await describe(name);
    formats[format] = { ...copy, path: null, sizeInBytes: Math.round(copy.size * 1000) };
  }
  const original = await describe(file);
  await rows.create({ data: { ...original, formats, provider: 'local', folderPath: '/' } });
}

async function seedDemo(strapi: Core.Strapi): Promise<boolean> {
  const store = strapi.store(SEED_STORE);
  const state = ((await store.get({})) as { demo?: boolean } | null) ?? {};
  // Every instance serves the demo pictures from its own folder (also when uploads go to a bucket).
  const images = copyDemoImages();
  if (state.demo) return false;
  const owner = await strapi.db
    .query('plugin::users-permissions.user')
    .findOne({ where: { username: appConfig.owner.username } });
  const now = Date.now();

  await strapi.db.transaction(async () => {
    const articles = strapi.db.query('api::articles.article');
    if ((await articles.count()) === 0) {
      for (const [i, a] of DEMO_ARTICLES.entries()) {
        const createdAt = new Date(now - a.daysAgo * DAY);
        const content = a.sections
          .map(([heading, paragraphs]) => `<h2>${heading}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`)
          .join('');
        await articles.create({
          data: {
            title: a.title,
            slug: slugify(a.title),
            excerpt: a.excerpt,
            content,
            tags: a.tags,
            image: `${images}/article-${i + 1}.webp`,
            imageSource: 'local',
            published: true,
            author: owner?.name || 'Admin HMTI',
            authorUser: owner?.id ?? null,
            createdAt,
            updatedAt: createdAt,
          },
        });
      }
    }
    const library = strapi.db.query('api::library.library-item');
    if ((await library.count()) === 0) {
      for (const item of DEMO_LIBRARY) {
        const createdAt = new Date(now - item.daysAgo * DAY);
        const urls = item.images.map((n) => `${images}/library-${n}.webp`);
        for (const n of item.images) await registerDemoPicture(strapi, images, `library-${n}.webp`);
        await library.create({
          data: {
            title: item.title,
            description: item.description,
            fullDescription: item.fullDescription,
            type: item.type,
            media: await createMediaRows(
              strapi,
              urls.map((url) => ({ url, type: 'image', source: 'local', driveFileId: null })),
            ),
            eventDate: createdAt,
            published: true,
            authorUser: owner?.id ?? null,
            createdAt,
            updatedAt: createdAt,
          },
        });
      }
    }
    const periods = strapi.db.query('api::organization.period');
    if ((await periods.count()) === 0) {
      for (const [p, name] of DEMO_PERIODS.entries()) {
        await periods.create({ data: periodRow(name) });
        await strapi.db.query('api::organization.position').createMany({
          data: DEMO_POSITIONS.map((position, i) => ({ period: name, name: position, order: i + 1 })),
        });
        await strapi.db.query('api::organization.member').createMany({
          data: demoMembers(p).map((m) => ({
            name: m.name,
            position: m.position,
            period: name,
            imageUrl: `${images}/avatar-${m.avatar}.webp`,
          })),
        });
      }
    }
  });
  await store.set({ value: { ...state, demo: true } });
  return true;
}

export async function runSeed(strapi: Core.Strapi): Promise<SeedReport> {
  await seedRoles(strapi);
  await seedDivisions(strapi);
  await seedSingleTypes(strapi);
  const ownerCreated = await seedOwner(strapi);
  const adminCreated = await seedAdminPanelUser(strapi);
  const demoSeeded = appConfig.seedDemo ? await seedDemo(strapi) : false;
  return { ownerCreated, adminCreated, demoSeeded };
}
