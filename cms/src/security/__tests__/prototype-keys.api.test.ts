import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../../../tests/harness/http';
import { staffFactory } from '../../../tests/harness/staff';
import { sharedCms } from '../../../tests/harness/suite';
import { DRIVE_IDS } from '../../../tests/harness/fake-drive.mjs';

/**
 * Outside text that names a property of Object.prototype or Function.prototype (`constructor`,
 * `toString`, `__proto__`, `hasOwnProperty`…) is only text: as a chat message, a search, a tag, a title,
 * a word of a published article, a settings key or a JSON key it gets the answer any other word gets.
 */
const PROTOTYPE_NAMES = [
  ...new Set([...Object.getOwnPropertyNames(Object.prototype), ...Object.getOwnPropertyNames(Function.prototype)]),
];
const enc = encodeURIComponent;
const DRIVE_LINK = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view?usp=sharing`;

const cms = sharedCms();
const staff = staffFactory(cms);
let owner: Client;
let ipSeq = 1;
const visitor = () => Client.withIp(cms.url, `10.91.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`);
const createdArticles: number[] = [];

async function chatAnswer(message: string) {
  const res = await visitor().post('/api/chat/message', { message });
  const last = res.json?.chat?.messages?.at(-1);
  return { status: res.status, role: last?.role as string | undefined, content: String(last?.content ?? '') };
}

beforeAll(async () => {
  owner = await staff.owner();
});

/** The services, not the NoSQL filter (which refuses `constructor` keys), must cope with these keys. */
async function injectionFilters(on: boolean) {
  const res = await owner.put('/api/settings/middleware', {
    sqlInjectionProtectionEnabled: on,
    noSqlInjectionProtectionEnabled: on,
  });
  expect(res.status).toBe(200);
}

afterAll(async () => {
  await injectionFilters(true);
  for (const id of createdArticles) await owner.delete(`/api/articles/${id}`);
});

describe('prototype property names are ordinary words', () => {
  it('covers the own names of Object.prototype and Function.prototype', () => {
    expect(PROTOTYPE_NAMES).toEqual(
      expect.arrayContaining(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'apply', 'bind']),
    );
  });

  it('each one as a chat message gets an assistant answer', async () => {
    const wrong: string[] = [];
    for (const name of PROTOTYPE_NAMES) {
      const answer = await chatAnswer(name);
      if (answer.status !== 200 || answer.role !== 'assistant' || !answer.content)
        wrong.push(`${name}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each one as a search, a tag filter and a user search answers 200 with a list', async () => {
    const wrong: string[] = [];
    for (const name of PROTOTYPE_NAMES) {
      for (const path of [
        `/api/articles?q=${enc(name)}`,
        `/api/articles?tag=${enc(name)}`,
        `/api/articles?page=1&pageSize=9&q=${enc(name)}&tag=${enc(name)}`,
        `/api/library?q=${enc(name)}`,
        `/api/articles/manage?q=${enc(name)}`,
        `/api/users?q=${enc(name)}`,
      ]) {
        const res = await owner.get(path);
        const list = Array.isArray(res.json) ? res.json : res.json?.data;
        if (res.status !== 200 || !Array.isArray(list)) wrong.push(`${res.status} ${path}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a published article titled, tagged and written with them is listed, and the chat keeps answering', async () => {
    const form = new FormData();
    form.set('title', `Kelas JavaScript: constructor, toString dan __proto__`);
    form.set('excerpt', PROTOTYPE_NAMES.join(' '));
    form.set('content', `<p>${PROTOTYPE_NAMES.join(' ')}</p><h2>constructor</h2><p>hasOwnProperty valueOf</p>`);
    form.set('published', 'true');
    form.set('tags', JSON.stringify(PROTOTYPE_NAMES.filter((n) => n !== '__proto__').slice(0, 10)));
    form.set('gdriveUrl', DRIVE_LINK);
    const created = await owner.post('/api/articles', form);
    expect([created.status, created.json?.message]).toEqual([201, undefined]);
    createdArticles.push(created.json.id);

    const tags = await visitor().get('/api/articles/tags');
    expect([tags.status, Array.isArray(tags.json)]).toEqual([200, true]);
    const byTag = await visitor().get('/api/articles?tag=constructor');
    expect(byTag.status).toBe(200);
    const listed = Array.isArray(byTag.json) ? byTag.json : byTag.json.data;
    expect(listed.map((a: { id: number }) => a.id)).toContain(created.json.id);

    const wrong: string[] = [];
    for (const message of ['halo', 'apa visi himpunan?', 'artikel tentang javascript', ...PROTOTYPE_NAMES]) {
      const answer = await chatAnswer(message);
      if (answer.status !== 200 || answer.role !== 'assistant' || !answer.content)
        wrong.push(`${message}: ${answer.status}`);
    }
    expect(wrong).toEqual([]);
    // The assistant re-reads the site when its content fingerprint changes, checked every few seconds.
    await expect
      .poll(async () => (await chatAnswer('artikel constructor javascript')).content, {
        timeout: 15_000,
        interval: 1000,
      })
      .toContain(`/artikel/${created.json.id}/`);
  });

  it('each one as a settings key is an unknown setting (400), never a 500', async () => {
    await injectionFilters(false);
    const wrong: string[] = [];
    for (const name of PROTOTYPE_NAMES) {
      const res = await owner.request('PUT', '/api/settings', `{${JSON.stringify(name)}: "x"}`, {
        'Content-Type': 'application/json',
      });
      if (res.status !== 400) wrong.push(`${name}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('each one as a JSON key next to valid fields gets a 4xx or the normal answer, never a 5xx', async () => {
    await injectionFilters(false);
    const wrong: string[] = [];
    for (const name of PROTOTYPE_NAMES) {
      const raw = (fields: Record<string, unknown>) =>
        `{${JSON.stringify(name)}: "x", ${Object.entries(fields)
          .map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`)
          .join(', ')}}`;
      for (const [path, fields] of [
        ['/api/auth/login', { username: 'nobody', password: 'x' }],
        ['/api/chat/message', { message: 'halo' }],
        ['/api/divisions', { name: 'x' }],
        ['/api/settings/middleware', { allEnabled: true }],
      ] as const) {
        const res = await (path === '/api/auth/login' || path === '/api/chat/message' ? visitor() : owner).request(
          path === '/api/settings/middleware' ? 'PUT' : 'POST',
          path,
          raw(fields),
          { 'Content-Type': 'application/json' },
        );
        if (res.status >= 500) wrong.push(`${name} → ${path}: ${res.status} ${res.text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
