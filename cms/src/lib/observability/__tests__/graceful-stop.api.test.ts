import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER, startCms, type CmsInstance } from '../../../../tests/harness/cms-process';
import { Client } from '../../../../tests/harness/http';

interface Answer {
  status: number;
  body: { id?: number };
}

/** One POST over its own connection (no keep-alive), so every failure belongs to exactly one request. */
function post(
  cms: CmsInstance,
  cookie: string,
  path: string,
  payload: unknown,
  requestId: string,
  options: { holdBody?: Promise<void> } = {},
): { answer: Promise<Answer>; accepted: Promise<void> } {
  const url = new URL(cms.url);
  const body = JSON.stringify(payload);
  let onAccepted: () => void = () => {};
  const accepted = new Promise<void>((resolve) => (onAccepted = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    const req = http.request({
      host: url.hostname,
      port: url.port,
      path,
      method: 'POST',
      agent: false,
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': Buffer.byteLength(body),
        Origin: cms.url,
        Cookie: cookie,
        'X-Request-Id': requestId,
        // The server answers 100 Continue once it has taken the request in: from then on it is in flight.
        ...(options.holdBody ? { Expect: '100-continue' } : {}),
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }));
    });
    if (options.holdBody) {
      req.on('continue', () => {
        onAccepted();
        void options.holdBody?.then(() => req.end(body));
      });
      req.flushHeaders();
    } else {
      onAccepted();
      req.end(body);
    }
  });
  return { answer, accepted };
}

describe('SIGTERM while writes are running', () => {
  let cms: CmsInstance;

  beforeAll(async () => {
    cms = await startCms({ env: { LOG_FORMAT: 'json', SHUTDOWN_DRAIN_MS: '10000' } });
  });
  afterAll(async () => {
    await cms?.stop();
    await cms?.database.drop();
  });

  it('drains: no acknowledged write is lost, no request in flight is dropped, the process exits 0', async () => {
    const owner = Client.withIp(cms.url, '127.0.0.1');
    expect((await owner.post('/api/auth/login', { username: OWNER.username, password: OWNER.password })).status).toBe(
      200,
    );
    const cookie = `hm_sid=${owner.cookie('hm_sid')}`;
    const exited = new Promise<number | null>((resolve) => cms.child.once('exit', (code) => resolve(code)));

    // A request the server has taken in (100 Continue sent) whose body is still on its way when SIGTERM arrives.
    let releaseBody: () => void = () => {};
    const held = post(cms, cookie, '/api/divisions', { displayName: 'Drain Held' }, 'held-1', {
      holdBody: new Promise<void>((resolve) => (releaseBody = resolve)),
    });
    await held.accepted;

    const acknowledged: number[] = [];
    const unanswered: Array<{ requestId: string; code: string }> = [];
    let signalled = false;
    const writer = async (w: number) => {
      for (let i = 0; ; i += 1) {
        const requestId = `w${w}-${i}`;
        let answer: Answer;
        try {
          answer = await post(cms, cookie, '/api/divisions', { displayName: `Drain ${w} ${i}` }, requestId).answer;
        } catch (err) {
          unanswered.push({ requestId, code: (err as NodeJS.ErrnoException).code ?? String(err) });
          return;
        }
        expect(answer.status).toBe(201);
        acknowledged.push(answer.body.id as number);
        if (i === 5 && w === 0 && !signalled) {
          signalled = true;
          cms.child.kill('SIGTERM');
        }
      }
    };
    const writers = Promise.all([0, 1, 2, 3].map(writer));

    await expect.poll(() => cms.logs().includes('SIGTERM: stopping'), { timeout: 10_000, interval: 20 }).toBe(true);
    releaseBody();
    const heldAnswer = await held.answer;
    expect(heldAnswer.status).toBe(201);
    acknowledged.push(heldAnswer.body.id as number);
    await writers;
    expect(await exited).toBe(0);

    // Every write that was answered is in the database.
    const ids = (await cms.database.query<{ id: number }>('SELECT id FROM org_divisions')).map((r) => Number(r.id));
    expect(acknowledged.length).toBeGreaterThan(6);
    expect(acknowledged.filter((id) => !ids.includes(id))).toEqual([]);

    // Requests that got no answer were never taken in (refused connections): the server has no line for them, and
    // nothing it did take in was cut off.
    const lines = cms
      .logs()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { requestId?: string; status?: number; aborted?: boolean });
    expect(unanswered).toHaveLength(4);
    for (const { requestId } of unanswered) expect(lines.filter((l) => l.requestId === requestId)).toEqual([]);
    expect(lines.filter((l) => l.aborted)).toEqual([]);
    expect(cms.logs()).toContain('Stopped.');
  });
});
