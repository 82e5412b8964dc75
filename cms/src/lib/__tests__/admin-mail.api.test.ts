import { describe, expect, it } from 'vitest';
import { adminWithRole } from '../../../tests/harness/admin-editor';
import { receivedMail } from '../../../tests/harness/fake-smtp';
import { sharedCms } from '../../../tests/harness/suite';

const cms = sharedCms();
const post = (path: string, body: unknown) =>
  fetch(`${cms.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Quoted-printable soft breaks and escapes undone, so a long link reads as one line. */
const plain = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe("the Strapi admin's Forgot password, with SMTP configured (SMTP_HOST)", () => {
  it('mails the reset link to the account from EMAIL_FROM; the link sets a new password that signs in', async () => {
    const editor = await adminWithRole(cms, cms.adminToken, 'strapi-editor');
    const before = receivedMail(cms.mailDir).length;

    expect((await post('/admin/forgot-password', { email: editor.email })).status).toBe(204);

    await expect.poll(() => receivedMail(cms.mailDir).length, { timeout: 15_000 }).toBe(before + 1);
    const mail = plain(receivedMail(cms.mailDir)[before]);
    expect(mail).toMatch(new RegExp(`^To: ${editor.email.replace(/[.]/g, '\\.')}`, 'mi'));
    expect(mail).toMatch(/^From: HMTI <no-reply@hmti\.test>/m);
    const code = mail.match(/\/admin\/auth\/reset-password\?code=([A-Za-z0-9]+)/)?.[1];
    expect(code, mail).toBeTruthy();
    expect(mail).toContain(`${cms.url}/admin/auth/reset-password?code=${code}`);

    const reset = await post('/admin/reset-password', { resetPasswordToken: code, password: 'Baru-Sekali-456' });
    expect(reset.status, await reset.clone().text()).toBe(200);
    expect((await post('/admin/login', { email: editor.email, password: 'Baru-Sekali-456' })).status).toBe(200);
    expect((await post('/admin/login', { email: editor.email, password: 'Editor-Pass-123' })).status).toBe(400);
  });

  it('sends nothing for an unknown address, and answers it as it answers a known one', async () => {
    const before = receivedMail(cms.mailDir).length;
    expect((await post('/admin/forgot-password', { email: 'nobody-here@test.local' })).status).toBe(204);
    // A known address's mail arrives within a second on this server (the test above); nothing comes for this one.
    const editor = await adminWithRole(cms, cms.adminToken, 'strapi-author');
    expect((await post('/admin/forgot-password', { email: editor.email })).status).toBe(204);
    await expect.poll(() => receivedMail(cms.mailDir).length, { timeout: 15_000 }).toBe(before + 1);
    expect(receivedMail(cms.mailDir)[before]).toContain(editor.email);
  });
});
