import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleForm } from '../../../tests/harness/article-form';
import { OWNER, startCms, type CmsInstance } from '../../../tests/harness/cms-process';
import { Client } from '../../../tests/harness/http';

/**
 * A stand-in for Drive that holds every request unanswered while `holding` (the article create waiting on its
 * image check is then in flight), and afterwards answers as Drive does for a public file.
 */
function holdingDrive() {
  let holding = true;
  let arrived: () => void = () => {};
  const firstArrival = new Promise<void>((resolve) => (arrived = resolve));
  const held: http.ServerResponse[] = [];
  const server = http.createServer((_req, res) => {
    if (holding) {
      held.push(res);
      return arrived();
    }
    res.writeHead(303, { Location: 'https://drive.usercontent.example/download' });
    res.end();
  });
  return {
    firstArrival,
    release: () => (holding = false),
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    stop: () => {
      held.forEach((res) => res.destroy());
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const signIn = async (cms: CmsInstance) => {
  const client = Client.withIp(cms.url, '10.61.0.1');
  expect((await client.post('/api/auth/login', OWNER)).status).toBe(200);
  return client;
};

describe('Idempotency-Key of a request whose process died', () => {
  const drive = holdingDrive();
  const env = { GDRIVE_TIMEOUT_MS: '600000', IDEMPOTENCY_LEASE_SECONDS: '2' };
  let cms: CmsInstance;

  beforeAll(async () => {
    await drive.listen();
    cms = await startCms({ env: { ...env, GDRIVE_BASE_URL: drive.url() } });
  }, 180_000);
  afterAll(async () => {
    await cms?.stop();
    await drive.stop();
    await cms?.database.drop();
    if (cms) fs.rmSync(cms.workDir, { recursive: true, force: true });
  });

  // Time enough for a restart on a loaded machine (its health deadline is 180 s) and both polls (30 s each).
  it('is held while the request runs (its lease renewed), and after kill -9 the retry runs once', async () => {
    const title = `Idem crash ${crypto.randomBytes(4).toString('hex')}`;
    const key = crypto.randomUUID();
    const create = (client: Client) =>
      client.post('/api/articles', articleForm(title, { excerpt: 'Ringkasan', content: '<p>Isi</p>' }), {
        'Idempotency-Key': key,
      });
    const lease = async () =>
      Number(
        (
          await cms.database.query<{ lease_until: number | string }>(
            `SELECT lease_until FROM app_idempotency_keys WHERE idem_key = '${key}'`,
          )
        )[0]?.lease_until ?? 0,
      );

    const owner = await signIn(cms);
    const inFlight = create(owner).catch((error: Error) => error);
    await drive.firstArrival;
    // The running request keeps its key past the first lease: a retry meanwhile is told to wait.
    const firstLease = await lease();
    expect(firstLease).toBeGreaterThan(0);
    await expect
      .poll(async () => (await lease()) > firstLease && Date.now() > firstLease, { timeout: 30_000 })
      .toBe(true);
    const meanwhile = await create(owner);
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.headers.get('retry-after')).toBe('1');

    cms.child.kill('SIGKILL');
    expect(await inFlight).toBeInstanceOf(Error);
    // A process killed by a signal keeps exitCode null: its signalCode says it has ended (and sent 'exit' already).
    await new Promise<void>((resolve) =>
      cms.child.signalCode !== null || cms.child.exitCode !== null
        ? resolve()
        : cms.child.once('exit', () => resolve()),
    );
    drive.release();
    cms = await startCms({
      workDir: cms.workDir,
      database: cms.database,
      env: { ...env, GDRIVE_BASE_URL: drive.url() },
    });

    // Nothing of the killed request committed: once its lease has run out the retry creates the article, once.
    const again = await signIn(cms);
    let answer: Awaited<ReturnType<typeof create>> | undefined;
    await expect
      .poll(async () => (answer = await create(again)).status, { timeout: 30_000, interval: 250 })
      .not.toBe(409);
    expect(answer?.status, answer?.text).toBe(201);
    expect(answer?.headers.get('idempotent-replayed')).toBeNull();
    const replay = await create(again);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.json).toEqual(answer?.json);
    expect(await cms.database.count('articles', `title = '${title}'`)).toBe(1);
  }, 300_000);
});
