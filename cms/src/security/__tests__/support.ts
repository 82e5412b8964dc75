import http from 'node:http';
import { expect } from 'vitest';
import { OWNER } from '../../../tests/harness/cms-process';
import { takesEffectWithin } from '../../../tests/harness/takes-effect';
import { Client, type ApiJson } from '../../../tests/harness/http';
import type { ProtectionFlag } from '@hmti/contract';

/** The owner signed in, from the given client IP (through the trusted proxy) or directly. */
export async function signInOwner(url: string, ip?: string): Promise<Client> {
  const client = ip ? Client.withIp(url, ip) : new Client(url);
  const res = await client.post('/api/auth/login', { username: OWNER.username, password: OWNER.password });
  if (res.status !== 200) throw new Error(`owner login ${res.status}: ${res.text}`);
  return client;
}

export async function setFlag(owner: Client, flag: ProtectionFlag, on: boolean) {
  const res = await owner.put('/api/settings/middleware', { [flag]: on });
  expect(res.status, res.text).toBe(200);
  expect(res.json[flag]).toBe(on);
}

/** A saved toggle must reach requests sent within 2 s despite the flag cache (tests/harness/takes-effect.ts). */
export function withinTwoSeconds(probe: () => Promise<boolean>): Promise<number> {
  return takesEffectWithin(2000, probe);
}

type Reply = { status: number; json: unknown; headers: Headers | http.IncomingHttpHeaders };

/** The error object a refusal carries under `error`. */
export interface Refusal {
  code: number;
  title: string;
  message: string;
  help: string;
  timestamp: string;
  details: { reason: string; path: string; method: string; [key: string]: unknown };
}

/** The refusal is an error object with the given status as code and the given details.reason. */
export function expectRefusal(res: Reply, status: number, reason: string): Refusal {
  expect(res.status, JSON.stringify(res.json)).toBe(status);
  const body = (res.json ?? {}) as { error?: Refusal; message?: string };
  const error = body.error;
  expect(error).toMatchObject({
    code: status,
    title: expect.any(String),
    message: expect.any(String),
    help: expect.any(String),
  });
  if (!error) throw new Error('the refusal has no error object'); // toMatchObject above already failed
  expect(Number.isNaN(Date.parse(error.timestamp))).toBe(false);
  expect(error.details).toMatchObject({ reason, path: expect.any(String), method: expect.any(String) });
  expect(body.message).toBe(error.message);
  return error;
}

/** A request with headers fetch will not let us set (Host), straight over node:http. */
export function rawGet(
  url: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; json: ApiJson; headers: http.IncomingHttpHeaders }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname, port, path, method: 'GET', headers }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => {
        let json: ApiJson;
        try {
          json = JSON.parse(body);
        } catch {
          json = null;
        }
        resolve({ status: res.statusCode ?? 0, json, headers: res.headers });
      });
    });
    req.on('error', reject);
    req.end();
  });
}
