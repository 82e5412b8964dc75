import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/** The shipped docker-compose.yml (no Docker engine here: its parts are checked as Compose would run them). */
const root = path.resolve(__dirname, '..', '..', '..', '..');
const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, Record<string, unknown> & { environment?: Record<string, string> }>;
};
const { cms, cms2, redis, tls } = compose.services;
/** Compose's own interpolation of `$$` (a literal dollar for the container's shell). */
const unescape = (text: string) => text.replace(/\$\$/g, '$');

describe('docker-compose.yml', () => {
  it('builds one cms image, tagged, which both replicas run', () => {
    expect(cms.build).toBe('.');
    expect(cms2.build).toBeUndefined();
    expect(cms2.pull_policy).toBe('never');
    expect(cms.image).toBe('hmti-cms:${CMS_IMAGE_TAG:-latest}');
    expect(cms2.image).toBe(cms.image);
  });

  it('Redis asks for a password, and the replicas and its health check give it', () => {
    const command = redis.command as string[];
    expect(command[command.indexOf('--requirepass') + 1]).toBe('${REDIS_PASSWORD:?set REDIS_PASSWORD in .env}');
    expect(cms.environment?.REDIS_URL).toBe('redis://:${REDIS_PASSWORD:?set REDIS_PASSWORD in .env}@redis:6379');
    expect(redis.environment?.REDISCLI_AUTH).toBe('${REDIS_PASSWORD:?set REDIS_PASSWORD in .env}');
  });

  it('the tls profile without SITE_DOMAIN stops with a message saying so; with it, runs Caddy on the Caddyfile', () => {
    const [shell, flag, script] = tls.command as string[];
    expect([shell, flag]).toEqual(['sh', '-c']);
    // A stand-in `caddy` that prints how it was started.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-caddy-'));
    fs.writeFileSync(path.join(bin, 'caddy'), '#!/bin/sh\necho "caddy $*"\n', { mode: 0o755 });
    const run = (siteDomain: string) =>
      spawnSync('sh', ['-c', unescape(script)], {
        encoding: 'utf8',
        env: { PATH: `${bin}:${process.env.PATH ?? ''}`, SITE_DOMAIN: siteDomain },
      });
    const missing = run('');
    expect(missing.status).toBe(78);
    expect(missing.stderr).toContain('SITE_DOMAIN is not set');
    const set = run('hmti.example.ac.id');
    expect(set.status).toBe(0);
    expect(set.stdout.trim()).toBe('caddy run --config /etc/caddy/Caddyfile --adapter caddyfile');
    expect(tls.restart).toBe('on-failure:3');
  });
});
