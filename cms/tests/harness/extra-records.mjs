// Records beyond the demo seed, written through the public API as staff would: one published article
// with an uploaded image, one member and one changed setting. Used by the upgrade fixture builder
// (cms/tests/fixtures/make-release-fixture.mjs) and by the backup round-trip test.
import { tinyPng } from './fake-drive.mjs';

/** Signs in and returns a minimal fetch wrapper carrying the session cookie. */
export async function signIn(baseUrl, username, password, ip = '10.66.0.1') {
  // Sent like a browser on the site's own pages (the CSRF check wants the site's Origin).
  const origin = new URL(baseUrl).origin;
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, Origin: origin },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return async (method, path, body) => {
    const isForm = body instanceof FormData;
    const r = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        Cookie: cookie,
        'X-Forwarded-For': ip,
        Origin: origin,
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await r.text();
    /** @type {any} */
    let json = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: r.status, json, text };
  };
}

/** Adds the extra records; returns what a later check should find again. */
export async function addExtraRecords(baseUrl, owner, tag = 'Fixture') {
  const call = await signIn(baseUrl, owner.username, owner.password);
  const form = new FormData();
  form.append('title', `Artikel ${tag}`);
  form.append('excerpt', `Ringkasan artikel ${tag}`);
  form.append('content', `<p>Isi artikel ${tag}.</p>`);
  form.append('published', 'true');
  form.append('tags', JSON.stringify([tag]));
  form.append('image', new Blob([tinyPng(200, 40, 90, 24)], { type: 'image/png' }), `${tag.toLowerCase()}.png`);
  const article = await call('POST', '/api/articles', form);
  if (article.status !== 201) throw new Error(`create article: ${article.status} ${article.text}`);

  const member = await call('POST', '/api/organization/members', {
    name: `Anggota ${tag}`,
    position: 'Anggota Divisi Medinfo',
    period: '2025-2026',
  });
  if (member.status >= 300) throw new Error(`create member: ${member.status} ${member.text}`);

  const settings = (await call('GET', '/api/settings')).json;
  const contactEmail = `${tag.toLowerCase()}@himatif.example`;
  const saved = await call('PUT', '/api/settings', { ...settings, contactEmail });
  if (saved.status !== 200) throw new Error(`update settings: ${saved.status} ${saved.text}`);

  return { articleId: article.json.id, articleTitle: `Artikel ${tag}`, memberName: `Anggota ${tag}`, contactEmail };
}
