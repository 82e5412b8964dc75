import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_TAG_MAX_LENGTH } from '@hmti/contract';
import { Client } from '../../../tests/harness/http';
import { staffFactory } from '../../../tests/harness/staff';
import { sharedCms } from '../../../tests/harness/suite';
import { DRIVE_IDS } from '../../../tests/harness/fake-drive.mjs';
import escapeHtml from 'lodash/escape';
import { normaliseTags } from '../../lib/tags';
import { LEGIT_PASSWORDS, LEGIT_WRITING } from './injection-corpus';

/**
 * With both injection protections on, the association's own writing (SQL tutorials, injection
 * explanations, MongoDB queries, shell commands, code, passwords with quotes and operators) is accepted
 * in every content field, profile field and password, and stored as written.
 */
const cms = sharedCms();
const staff = staffFactory(cms);
const DRIVE_LINK = `https://drive.google.com/file/d/${DRIVE_IDS.publicFile}/view?usp=sharing`;
const MIDDLEWARE = '/api/settings/middleware';
interface Answer {
  status: number;
  json: { message?: string; error?: { details?: { reason?: string } } } | null;
}
const reasonOf = (res: Pick<Answer, 'json'>): string | undefined => res.json?.error?.details?.reason;
let owner: Client;
let ipSeq = 1;
const freshIp = () => `10.94.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
let initialFlags: Record<string, boolean>;

beforeAll(async () => {
  owner = await staff.owner();
  initialFlags = (await owner.get(MIDDLEWARE)).json;
  const on = await owner.put(MIDDLEWARE, {
    sqlInjectionProtectionEnabled: true,
    noSqlInjectionProtectionEnabled: true,
  });
  expect(on.status).toBe(200);
});

afterAll(async () => {
  await owner.put(MIDDLEWARE, {
    sqlInjectionProtectionEnabled: initialFlags.sqlInjectionProtectionEnabled,
    noSqlInjectionProtectionEnabled: initialFlags.noSqlInjectionProtectionEnabled,
  });
});

describe("the association's own writing passes with both injection protections on", () => {
  it('has at least 60 texts', () => expect(LEGIT_WRITING.length).toBeGreaterThanOrEqual(60));

  it('as an article title, excerpt, content and tag: created, stored as written, updated', async () => {
    const refused: string[] = [];
    // Each text is its own article, so four are written at a time: the loop's ~200 writes in turn ran past the
    // test's time on a loaded CI machine.
    const writeOne = async (text: string) => {
      const form = new FormData();
      form.set('title', text);
      form.set('excerpt', text);
      form.set('content', `<p>${escapeHtml(text)}</p><pre><code>${escapeHtml(text)}</code></pre>`);
      form.set('published', 'false');
      // A tag is at most ARTICLE_TAG_MAX_LENGTH characters.
      const tag = text.slice(0, ARTICLE_TAG_MAX_LENGTH);
      form.set('tags', JSON.stringify(['Keamanan', tag]));
      form.set('gdriveUrl', DRIVE_LINK);
      const created = await owner.post('/api/articles', form);
      if (created.status !== 201) {
        refused.push(`${created.status} ${reasonOf(created) ?? created.json?.message} ← ${text}`);
        return;
      }
      const stored = (await owner.get(`/api/articles/manage/${created.json.id}`)).json;
      if (stored.title !== text || stored.excerpt !== text) refused.push(`stored differently ← ${text}`);
      if (!stored.tags.includes(normaliseTags([tag])[0])) refused.push(`tag stored differently ← ${text}`);
      const update = new FormData();
      update.set('title', `${text} (2)`);
      update.set('excerpt', text);
      update.set('content', `<p>${escapeHtml(text)}</p>`);
      update.set('published', 'false');
      update.set('tags', '["Keamanan"]');
      const updated = await owner.put(`/api/articles/${created.json.id}`, update);
      if (updated.status !== 200) refused.push(`update ${updated.status} ${reasonOf(updated)} ← ${text}`);
      await owner.delete(`/api/articles/${created.json.id}`);
    };
    for (let i = 0; i < LEGIT_WRITING.length; i += 4) await Promise.all(LEGIT_WRITING.slice(i, i + 4).map(writeOne));
    expect(refused).toEqual([]);
  });

  /** Collects the answers that were not the expected status, with the text that caused them. */
  const refusals = () => {
    const refused: string[] = [];
    const expectOk = (label: string, text: string, res: Answer, status = 200) => {
      if (res.status !== status) refused.push(`${label} ${res.status} ${reasonOf(res) ?? res.json?.message} ← ${text}`);
    };
    return { refused, expectOk };
  };

  it('as a search and a tag filter of every list (public and staff), answered with a list', async () => {
    const visitor = Client.withIp(cms.url, freshIp(), { originOnReads: false });
    const refused: string[] = [];
    for (const text of LEGIT_WRITING) {
      const q = encodeURIComponent(text);
      for (const [who, path] of [
        [visitor, `/api/articles?page=1&pageSize=9&q=${q}`],
        [visitor, `/api/articles?page=1&pageSize=9&tag=${q}`],
        [visitor, `/api/library?page=1&pageSize=12&q=${q}`],
        [owner, `/api/articles/manage?q=${q}`],
        [owner, `/api/users?q=${q}`],
      ] as const) {
        const res = await who.get(path);
        if (res.status !== 200) refused.push(`${path.split('?')[0]} ${res.status} ${reasonOf(res)} ← ${text}`);
      }
    }
    expect(refused).toEqual([]);
  });

  // The owner's name and the site texts are shared with other test files: each test puts them back whatever happens.
  it('as a profile name', async () => {
    const me = (await owner.get('/api/auth/me')).json;
    const { refused, expectOk } = refusals();
    try {
      for (const text of LEGIT_WRITING)
        expectOk(
          'profile',
          text,
          await owner.put('/api/auth/profile', { username: me.username, email: me.email, name: text }),
        );
    } finally {
      await owner.put('/api/auth/profile', { username: me.username, email: me.email, name: me.name });
    }
    expect(refused).toEqual([]);
  });

  it('as a division name, description and position', async () => {
    const { refused, expectOk } = refusals();
    for (const [i, text] of LEGIT_WRITING.entries()) {
      const division = await owner.post('/api/divisions', {
        name: `uji_tulisan_${i}`,
        displayName: text,
        description: text,
        positions: [text.slice(0, 100)],
        color: '#3B82F6',
      });
      expectOk('division', text, division, 201);
      if (division.status === 201) await owner.delete(`/api/divisions/${division.json.id ?? division.json._id}`);
    }
    expect(refused).toEqual([]);
  });

  it('as site texts', async () => {
    const settings = (await owner.get('/api/settings')).json;
    const { refused, expectOk } = refusals();
    try {
      for (const text of LEGIT_WRITING)
        expectOk(
          'settings',
          text,
          await owner.put('/api/settings', {
            siteTagline: text,
            footerText: text,
            aboutUs: `<p>${escapeHtml(text)}</p><pre><code>${escapeHtml(text)}</code></pre>`,
          }),
        );
    } finally {
      await owner.put('/api/settings', {
        siteTagline: settings.siteTagline,
        footerText: settings.footerText,
        aboutUs: settings.aboutUs,
      });
    }
    expect(refused).toEqual([]);
  });

  it('as a chat message', async () => {
    const { refused, expectOk } = refusals();
    for (const text of LEGIT_WRITING)
      expectOk('chat', text, await Client.withIp(cms.url, freshIp()).post('/api/chat/message', { message: text }));
    expect(refused).toEqual([]);
  });

  it('as a password: changed to, then signed in with', async () => {
    const user = await staff.as('bph');
    const username = (await user.get('/api/auth/me')).json.username as string;
    let current = 'Staff-Pass-123';
    const refused: string[] = [];
    for (const password of LEGIT_PASSWORDS) {
      const changed = await user.post('/api/auth/change-password', {
        currentPassword: current,
        newPassword: password,
        confirmPassword: password,
      });
      if (changed.status !== 200) {
        refused.push(`change ${changed.status} ${reasonOf(changed) ?? changed.json?.message} ← ${password}`);
        continue;
      }
      current = password;
      const login = await Client.withIp(cms.url, freshIp()).post('/api/auth/login', { username, password });
      if (login.status !== 200) refused.push(`login ${login.status} ${reasonOf(login)} ← ${password}`);
    }
    expect(refused).toEqual([]);
  });

  it('every text as the password of a sign-in is a wrong password (401), not a refusal', async () => {
    const refused: string[] = [];
    // Four sign-ins at a time, each from its own address (each is a password check on the hashing threads).
    const signIn = async (text: string, i: number) => {
      const res = await Client.withIp(cms.url, freshIp()).post('/api/auth/login', {
        username: `tidak_ada_${i}`,
        password: text,
      });
      if (res.status !== 401) refused.push(`${res.status} ${reasonOf(res)} ← ${text}`);
    };
    for (let i = 0; i < LEGIT_WRITING.length; i += 4)
      await Promise.all(LEGIT_WRITING.slice(i, i + 4).map((text, j) => signIn(text, i + j)));
    expect(refused).toEqual([]);
  });
});
