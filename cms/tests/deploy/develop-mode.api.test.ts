import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copySourceApp, startCms, type CmsInstance } from '../harness/cms-process';
import { createTestDatabase } from '../harness/test-database';
import { adminRequest, adminToken } from '../harness/admin-api';

const ARTICLE = 'api::articles.article';

interface CtbAttribute extends Record<string, unknown> {
  name: string;
}
interface CtbContentType {
  uid: string;
  kind: string;
  info: { displayName: string; description?: string };
  options?: { draftAndPublish?: boolean } & Record<string, unknown>;
  pluginOptions?: Record<string, unknown>;
  attributes: CtbAttribute[];
}

/** The body the Content-Type Builder sends when a field is added to an existing type and saved. */
function addFieldRequest(type: CtbContentType, name: string, properties: Record<string, unknown>) {
  return {
    data: {
      components: [],
      contentTypes: [
        {
          action: 'update',
          uid: type.uid,
          kind: type.kind,
          displayName: type.info.displayName,
          description: type.info.description,
          draftAndPublish: !!type.options?.draftAndPublish,
          options: type.options ?? {},
          pluginOptions: type.pluginOptions ?? {},
          attributes: [
            ...type.attributes.map(({ name: attribute, ...rest }) => ({
              action: 'update',
              name: attribute,
              properties: rest,
            })),
            { action: 'create', name, properties },
          ],
        },
      ],
    },
  };
}

const articleList = async (url: string) => {
  const res = await fetch(`${url}/api/articles`);
  if (!res.ok) return null;
  const json = await res.json();
  return (Array.isArray(json) ? json : (json as { data: unknown[] }).data) as Array<Record<string, unknown>>;
};

/** The files the admin page loads (scripts, styles, modules), as the browser asks for them. */
async function adminAssetPaths(url: string): Promise<string[]> {
  const html = await (await fetch(`${url}/admin`)).text();
  const linked = [...html.matchAll(/(?:src|href)="(\/[^"]+)"/g)].map((m) => m[1]);
  return ['/admin', '/admin/', ...new Set(linked)];
}

describe('develop mode (npm run dev): the Content-Type Builder adds a field and the site follows', () => {
  let cms: CmsInstance | undefined;
  const appDir = copySourceApp();
  afterAll(async () => {
    await cms?.stop();
    // The dev server's children may still be closing files in the copy for a moment after the group is stopped.
    fs.rmSync(appDir, { recursive: true, force: true, maxRetries: 10 });
  });

  it('a text field added to Article through the CTB API is in the article answers after the restart; 200 admin asset requests later /_health still answers', async () => {
    const timings: Record<string, number> = {};
    let since = Date.now();
    const lap = (name: string) => {
      timings[name] = Math.round((Date.now() - since) / 1000);
      since = Date.now();
    };
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-develop-'));
    // The site built for `npm start` before, as the README's order has it: its page carries an inline boot script.
    const webDist = path.join(workDir, 'built-web');
    fs.mkdirSync(webDist);
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<html><head><script>boot()</script></head><body></body></html>',
    );
    cms = await startCms({
      appDir,
      workDir,
      database: await createTestDatabase(workDir),
      develop: true,
      // The overload guard at its shipped limit, as `npm run dev` has it.
      env: { DDOS_MAX_CONCURRENT_PER_IP: '20', SERVE_ADMIN: 'true', WEB_DIST_DIR: webDist },
    });
    lap('develop boot (compile + admin dev server) s');
    const url = cms.url;
    const token = await adminToken(cms);

    const schema = await adminRequest(cms, token, 'GET', '/content-type-builder/schema');
    expect(schema.status, JSON.stringify(schema.json)).toBe(200);
    const article = schema.json.data.contentTypes[ARTICLE] as CtbContentType;
    const saved = await adminRequest(
      cms,
      token,
      'POST',
      '/content-type-builder/update-schema',
      addFieldRequest(article, 'subtitle', { type: 'string' }),
    );
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    const written = JSON.parse(
      fs.readFileSync(path.join(appDir, 'src/api/articles/content-types/article/schema.json'), 'utf8'),
    ) as { attributes: Record<string, unknown> };
    expect(written.attributes.subtitle).toEqual({ type: 'string' });
    expect(Object.keys(written.attributes)).toEqual(expect.arrayContaining(article.attributes.map((a) => a.name)));

    // Strapi restarts by itself; the public answers then carry the new field on every article. A failure names the
    // dev server's last output (a restart that never came, or a compile error, is only visible there).
    await expect
      .poll(
        async () => {
          const list = await articleList(url).catch(() => null);
          return !!list?.length && list.every((a) => 'subtitle' in a);
        },
        { timeout: 600_000, interval: 1000 },
      )
      .toBe(true)
      .catch((error: Error) => {
        const output = cms!.logs().split('\n').slice(-40).join('\n');
        throw new Error(`${error.message}\nthe dev server's last output:\n${output}`, { cause: error });
      });
    lap('restart after the CTB save s');
    const first = (await articleList(url))![0];
    const detail = await fetch(`${url}/api/articles/${String(first.id)}`);
    expect(detail.status).toBe(200);
    expect(await detail.json()).toMatchObject({ id: first.id, subtitle: null, content: expect.any(String) });

    // /admin's dev server runs inline scripts (Vite's): no page hash may void the 'unsafe-inline' they need.
    const adminCsp = (await fetch(`${url}/admin`)).headers.get('content-security-policy') ?? '';
    const adminScripts = adminCsp.split(';').find((directive) => directive.trim().startsWith('script-src '));
    expect(adminScripts).toContain("'unsafe-inline'");
    expect(adminScripts).not.toContain("'sha256-");

    // A browser session in /admin: 200 requests for its files, ten at a time, every fifth one cancelled.
    const assets = await adminAssetPaths(url);
    expect(assets.length).toBeGreaterThan(2);
    const statuses: number[] = [];
    for (let batch = 0; batch < 20; batch++) {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const n = batch * 10 + i;
          const controller = new AbortController();
          if (n % 5 === 0) setImmediate(() => controller.abort());
          try {
            const res = await fetch(`${url}${assets[n % assets.length]}`, { signal: controller.signal });
            await res.arrayBuffer();
            statuses.push(res.status);
          } catch {
            statuses.push(0);
          }
        }),
      );
    }
    expect(statuses).toHaveLength(200);
    expect(statuses.filter((s) => s === 503)).toEqual([]);
    lap('200 admin asset requests s');

    expect((await fetch(`${url}/_health`)).status).toBe(204);
    expect((await fetch(`${url}/api/articles`)).status).toBe(200);
    console.info('develop-mode test timings', timings);
  }, 1_500_000);
});
