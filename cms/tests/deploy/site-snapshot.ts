import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { Client } from '../harness/http';
import { OWNER } from '../harness/cms-process';

type Row = Record<string, unknown>;

/** The rows of a list answer: a bare array, or { data } / { items } of a paged one. */
const list = (json: unknown): Row[] => {
  if (Array.isArray(json)) return json as Row[];
  const paged = (json ?? {}) as { data?: Row[]; items?: Row[] };
  return paged.data ?? paged.items ?? [];
};
const byId = (rows: Row[]) => [...rows].sort((a, b) => Number(a.id) - Number(b.id));

/**
 * What the site holds, as the owner sees it through the API: every article (drafts too), library item,
 * member of every period, user and setting, plus the SHA-256 of every uploaded file.
 */
export async function siteSnapshot(baseUrl: string, publicDir: string, ip = '10.88.0.1') {
  const owner = Client.withIp(baseUrl, ip);
  const login = await owner.post('/api/auth/login', { username: OWNER.username, password: OWNER.password });
  expect(login.status, login.text).toBe(200);
  const get = async (p: string) => {
    const res = await owner.get(p);
    expect(res.status, `${p}: ${res.text}`).toBe(200);
    return res.json;
  };
  const periods: string[] = await get('/api/organization/periods');
  const members = [];
  for (const period of periods)
    members.push(...list(await get(`/api/organization/members?period=${encodeURIComponent(period)}`)));
  const uploadsDir = path.join(publicDir, 'uploads');
  const files = fs.existsSync(uploadsDir)
    ? fs
        .readdirSync(uploadsDir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile() && e.name !== '.gitkeep')
        .map((e) => path.relative(uploadsDir, path.join(e.parentPath, e.name)))
        .sort()
    : [];
  const settings = await get('/api/settings');
  delete settings.updatedAt;
  return {
    articles: byId(list(await get('/api/articles/manage'))),
    library: byId(list(await get('/api/library/manage'))),
    members: byId(members),
    users: byId(list(await get('/api/users'))).map(({ lastLogin: _l, ...u }) => u),
    settings,
    uploads: Object.fromEntries(
      files.map((f) => [
        f,
        crypto
          .createHash('sha256')
          .update(fs.readFileSync(path.join(uploadsDir, f)))
          .digest('hex'),
      ]),
    ),
  };
}
