import { expect, test, type APIRequestContext, type Page, type Route } from './support/test';
import { tinyPng } from '../cms/tests/harness/fake-drive.mjs';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/sign-in';

// The landing page's loading screen, the lazy panel and the real assistant make this slower than a plain page.
test.describe.configure({ timeout: 120_000 });

const REACT_ARTICLE = 'Workshop Web Development dengan React dan TypeScript';
const GREETING_START = "Assalamu'alaikum!";

async function chairName(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/organization/members?period=2025-2026');
  expect(response.ok()).toBe(true);
  const chair = ((await response.json()) as Array<{ name: string; position: string }>).find(
    (m) => m.position === 'Ketua Himpunan',
  );
  expect(chair, 'the demo seed has a chair').toBeTruthy();
  return chair!.name;
}

/** Records, from the first byte of each page, whether the launcher ever showed on top of a full-screen cover. */
async function watchCovers(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { coverSeen: boolean; launcherOverCover: boolean };
    w.coverSeen = false;
    w.launcherOverCover = false;
    new MutationObserver(() => {
      const cover = document.querySelector('[data-testid="landing-loading"], [data-testid="splash-screen"]');
      if (cover) w.coverSeen = true;
      if (cover && document.querySelector('[data-testid="chat-launcher"]')) w.launcherOverCover = true;
    }).observe(document, { childList: true, subtree: true });
  });
}
const coverState = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { coverSeen: boolean; launcherOverCover: boolean };
    return { coverSeen: w.coverSeen, launcherOverCover: w.launcherOverCover };
  });

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible({ timeout: 15_000 });
}

/**
 * Holds every chat request back until the test lets it go to the real server, so the typing indicator can be seen
 * while the answer is still on its way.
 */
async function holdChatRequests(page: Page) {
  const held: Route[] = [];
  await page.route('**/api/chat/message', (route) => {
    held.push(route);
  });
  return {
    /** Sends the oldest held request on (waiting until the page has made one). */
    async releaseNext() {
      await expect.poll(() => held.length, { message: 'no chat request is waiting' }).toBeGreaterThan(0);
      await held.shift()!.continue();
    },
  };
}

test('the chat answers two questions with Markdown and a working article link, takes an image, passes axe and survives a reload', async ({
  page,
  request,
}) => {
  const chair = await chairName(request);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await watchCovers(page);
  const chat = await holdChatRequests(page);

  await openLanding(page);
  // The server's HTML may already hold the launcher under index.html's static boot screen, so "visible" alone does
  // not say the app's loading screen has come and gone: wait for that first.
  await expect
    .poll(async () => (await coverState(page)).coverSeen, { message: 'the loading screen was shown' })
    .toBe(true);
  await expect(page.getByTestId('landing-loading')).toHaveCount(0);
  const launcher = page.getByRole('button', { name: 'Buka chat asisten' });
  await expect(launcher).toBeVisible();
  expect(await coverState(page)).toEqual({ coverSeen: true, launcherOverCover: false });
  await page.waitForLoadState('networkidle');
  expect(
    scripts.filter((u) => u.includes('chat-panel')),
    'the panel is not loaded before it is wanted',
  ).toEqual([]);

  await launcher.click();
  const panel = page.getByRole('dialog', { name: 'Asisten HMTI' });
  await expect(panel).toBeVisible();
  expect(scripts.filter((u) => u.includes('chat-panel'))).toHaveLength(1);
  await expect(page.getByRole('button', { name: 'Tutup chat asisten' })).toHaveAttribute('aria-expanded', 'true');
  const answers = panel.getByTestId('chat-answer');
  await expect(answers.first()).toContainText(GREETING_START);
  const input = panel.getByLabel('Pesan untuk asisten');
  await expect(input).toBeFocused();
  const send = panel.getByRole('button', { name: 'Kirim pesan' });
  await expect(send).toBeDisabled();

  // Question 1: the chair of the current period, from the seeded organisation data.
  await input.fill('siapa ketua himpunan?');
  await input.press('Enter');
  await expect(panel.getByTestId('chat-question').last()).toHaveText(/siapa ketua himpunan\?/);
  await expect(panel.getByTestId('chat-typing')).toBeVisible();
  await chat.releaseNext();
  await expect(answers.nth(1)).toContainText(chair, { timeout: 15_000 });
  await expect(panel.getByTestId('chat-typing')).toHaveCount(0);
  await expect(page.getByTestId('chat-announcer')).toContainText(chair);
  await expect(input).toHaveValue('');

  // Question 2: articles about a seeded topic, answered as a Markdown list of links.
  await input.fill('artikel tentang react');
  await send.click();
  await expect(panel.getByTestId('chat-typing')).toBeVisible();
  await chat.releaseNext();
  const articleLink = answers.nth(2).getByRole('link', { name: REACT_ARTICLE });
  await expect(articleLink).toBeVisible({ timeout: 15_000 });
  await expect(articleLink).toHaveAttribute('href', /^\/artikel\/\d+\/[a-z0-9-]+$/);
  await expect(answers.nth(2).locator('ol li').first()).toBeVisible();

  // The link navigates inside the app; on a wide screen the conversation stays open beside the article.
  await articleLink.click();
  await expect(page).toHaveURL(/\/artikel\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: REACT_ARTICLE })).toBeVisible();
  await expect(panel).toBeVisible();

  // An image: preview, remove, attach again, send; the sent image is then served by the site.
  const fileInput = panel.getByTestId('chat-image-input');
  await fileInput.setInputFiles({ name: 'merah.png', mimeType: 'image/png', buffer: tinyPng(220, 30, 30, 32) });
  const preview = panel.getByTestId('chat-image-preview');
  await expect(preview.getByRole('img', { name: 'Pratinjau gambar yang akan dikirim' })).toBeVisible();
  await preview.getByRole('button', { name: 'Hapus gambar' }).click();
  await expect(preview).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Lampirkan gambar' })).toBeFocused();
  await fileInput.setInputFiles({ name: 'merah.png', mimeType: 'image/png', buffer: tinyPng(220, 30, 30, 32) });
  await expect(preview).toBeVisible();
  await input.fill('gambar apa ini?');
  await input.press('Enter');
  await expect(preview).toHaveCount(0);
  const sentImage = panel.getByTestId('chat-question').last().getByRole('img', { name: 'Gambar yang Anda kirim' });
  await expect(sentImage).toBeVisible();
  await chat.releaseNext();
  await expect(answers).toHaveCount(4, { timeout: 15_000 });
  await expect(answers.nth(3)).not.toHaveText(/^\s*$/);
  await expect(sentImage).toHaveAttribute('src', /^\/uploads\/chat\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => sentImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(32);
  // The open panel with links, lists, a sent image and the composer, over the article page.
  await expectNoSeriousAxeViolations(page);

  // Escape closes the panel and gives focus back to the launcher.
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  // A reload in the same tab keeps the conversation (with the sent image).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: REACT_ARTICLE })).toBeVisible();
  await page.getByRole('button', { name: 'Buka chat asisten' }).click();
  await expect(panel.getByTestId('chat-question')).toHaveCount(3);
  await expect(answers.nth(1)).toContainText(chair);
  await expect(answers.nth(2).getByRole('link', { name: REACT_ARTICLE })).toBeVisible();
  await expect(panel.getByRole('img', { name: 'Gambar yang Anda kirim' })).toHaveAttribute('src', /^\/uploads\/chat\//);
  await expect(panel.getByLabel('Pesan untuk asisten')).toBeFocused();
});

test('a question whose answer was still on its way when the page reloaded says so, and may be asked again', async ({
  page,
}) => {
  await openLanding(page);
  await holdChatRequests(page);
  await page.getByRole('button', { name: 'Buka chat asisten' }).click();
  const panel = page.getByRole('dialog', { name: 'Asisten HMTI' });
  const input = panel.getByLabel('Pesan untuk asisten');
  await input.fill('siapa ketua himpunan?');
  await input.press('Enter');
  await expect(panel.getByTestId('chat-typing')).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('landing-page')).toBeVisible({ timeout: 15_000 });
  // The held request went with the page; from now on the chat reaches the server.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: 'Buka chat asisten' }).click();
  await expect(panel.getByTestId('chat-question')).toHaveCount(1);
  await expect(panel.getByTestId('chat-answer').last()).toContainText(
    'Jawaban belum sampai karena halaman dimuat ulang. Silakan kirim pertanyaan Anda lagi.',
  );
  await expect(panel.getByTestId('chat-typing')).toHaveCount(0);
  // Sending is open again, and the question gets its answer.
  await input.fill('siapa ketua himpunan?');
  await input.press('Enter');
  await expect(panel.getByTestId('chat-answer')).toHaveCount(3, { timeout: 15_000 });
});

test('a counting question gets the number the landing page shows, an English question an English answer, and a question of when the date the article states', async ({
  page,
  request,
}) => {
  const chair = await chairName(request);
  await openLanding(page);
  // The number of articles the landing page shows ("12+ Artikel").
  const tile = page.getByTestId('stat-artikel');
  await expect(tile).toHaveText(/^\d+\+/, { timeout: 15_000 });
  const articles = Number(/^(\d+)\+/.exec((await tile.textContent()) ?? '')?.[1]);

  await page.getByRole('button', { name: 'Buka chat asisten' }).click();
  const panel = page.getByRole('dialog', { name: 'Asisten HMTI' });
  const input = panel.getByLabel('Pesan untuk asisten');
  const answers = panel.getByTestId('chat-answer');
  // The assistant greets first; the questions are counted after it.
  await expect(answers.first()).toContainText(GREETING_START);
  const ask = async (question: string) => {
    const before = await answers.count();
    await input.fill(question);
    await input.press('Enter');
    await expect(answers).toHaveCount(before + 1, { timeout: 15_000 });
    return answers.last();
  };

  const count = await ask('Ada berapa artikel?');
  await expect(count).toContainText(`${articles} artikel`);
  await expect(count).not.toContainText('belum menemukan');

  await expect(await ask('Who chairs the association?')).toHaveText(
    new RegExp(`^Asisten: The Ketua Himpunan of HMTI\\b.* for \\d{4}-\\d{4} is ${chair}\\.$`),
  );
  await expect(await ask('How many divisions are there?')).toContainText(/HMTI\b.* has 6 divisions:/);

  // The date is written in the article's text ("Pendaftaran dibuka 1–14 September …"), not in its publication date.
  const when = await ask('Kapan pendaftaran open recruitment dibuka?');
  await expect(when).toContainText('1–14 September');
  await expect(when.getByRole('link', { name: 'Open Recruitment Pengurus HMTI Periode Baru' })).toBeVisible();
  const whenEnglish = await ask('When is the open recruitment interview?');
  await expect(whenEnglish).toContainText('According to the article');
  await expect(whenEnglish).toContainText('17–19 September');
});

test('the launcher is on public pages only, and stays under the splash of a first visit', async ({ page }) => {
  await watchCovers(page);
  await page.goto('/artikel');
  await expect(page.getByRole('heading', { level: 1, name: 'All Articles' })).toBeVisible();
  await expect.poll(async () => (await coverState(page)).coverSeen, { message: 'the splash was shown' }).toBe(true);
  await expect(page.getByTestId('splash-screen')).toHaveCount(0, { timeout: 10_000 });
  const launcher = page.getByTestId('chat-launcher');
  await expect(launcher).toBeVisible({ timeout: 10_000 });
  expect(await coverState(page)).toEqual({ coverSeen: true, launcherOverCover: false });

  await page.goto('/library');
  await expect(launcher).toBeVisible();
  for (const path of ['/login', '/error', '/dashboard', '/halaman-yang-tidak-ada']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(launcher, path).toHaveCount(0);
  }
});

test('a question being typed stays while a dialog of the page is open and closed again', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto('/library');
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByRole('dialog', { name: 'Asisten HMTI' });
  const input = panel.getByLabel('Pesan untuk asisten');
  await input.fill('Kapan makrab berikutnya?');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Dokumentasi Makrab 2025' })
    .getByRole('button', { name: /Lihat detail/ })
    .click();
  const viewer = page.getByRole('dialog', { name: 'Dokumentasi Makrab 2025' });
  await expect(viewer).toBeVisible();
  await expect(panel).toBeHidden();
  await viewer.getByRole('button', { name: 'Tutup' }).click();
  await expect(viewer).toHaveCount(0);
  await expect(panel).toBeVisible();
  await expect(input).toHaveValue('Kapan makrab berikutnya?');
});

test('on a 375 px phone the panel fits the screen and following an article link closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openLanding(page);
  await page.getByRole('button', { name: 'Buka chat asisten' }).click();
  const panel = page.getByRole('dialog', { name: 'Asisten HMTI' });
  await expect(panel).toBeVisible();
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  expect(box.y).toBeGreaterThanOrEqual(0);
  const launcherBox = (await page.getByTestId('chat-launcher').boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(launcherBox.y);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  const input = panel.getByLabel('Pesan untuk asisten');
  await input.fill('artikel tentang react');
  await input.press('Enter');
  const link = panel.getByRole('link', { name: REACT_ARTICLE });
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expectNoSeriousAxeViolations(page);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: REACT_ARTICLE })).toBeVisible();
  await expect(panel).toBeHidden();
  await expect(page.getByRole('button', { name: 'Buka chat asisten' })).toBeVisible();
});

test('the maintenance screen has no launcher (its jump game owns the keyboard)', async ({ page }) => {
  await signIn(page);
  const setMaintenance = async (on: boolean) => {
    const saved = await page.request.put('/api/settings', { data: { maintenanceMode: on } });
    expect(saved.ok(), await saved.text()).toBe(true);
  };
  await setMaintenance(true);
  try {
    await page.goto('/');
    await expect(page.getByTestId('maintenance-screen')).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('chat-launcher')).toHaveCount(0);
  } finally {
    await setMaintenance(false);
  }
  await page.goto('/');
  await expect(page.getByTestId('landing-page')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('chat-launcher')).toBeVisible();
});
