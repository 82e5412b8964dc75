// The shipped proxy config (deploy/nginx.conf) run by the machine's nginx in a folder of its own, in front of local
// replicas: for the nginx tests and the rolling-restart measurement. Only the addresses, the cache and temp folders
// and the log files are changed from the shipped file.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from './env-file.mjs';

export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

/**
 * Starts nginx on 127.0.0.1:`port` with the shipped config, its two replicas replaced by `upstreamPorts` on
 * 127.0.0.1. Resolves once a request reaches a replica through it.
 * @param {{ port: number, upstreamPorts: [number, number] | [number] }} options
 * @returns {Promise<{ base: string, dir: string, stop: () => Promise<void> }>}
 */
export async function startLocalNginx({ port, upstreamPorts }) {
  if (!NGINX_BINARY) throw new Error('nginx is not installed (apt-get install nginx; .ci/run installs it)');
  const [first, second = first] = upstreamPorts;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  // nginx's workers run as an unprivileged user when started as root: they write the cache and temp files here.
  fs.chmodSync(dir, 0o777);
  const conf = fs
    .readFileSync(path.join(root, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/server 172\.28\.0\.11:1337/g, `server 127.0.0.1:${first}`)
    .replace(/server 172\.28\.0\.12:1337/g, `server 127.0.0.1:${second}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replace('/var/cache/nginx/hmti', path.join(dir, 'cache'))
    .replace('pid /tmp/nginx.pid;', `pid ${path.join(dir, 'nginx.pid')};`)
    .replace('access_log /dev/stdout json_lines;', `access_log ${path.join(dir, 'access.log')} json_lines;`)
    .replace(
      'http {',
      `http {\n  client_body_temp_path ${dir}/body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
    )
    .replace('error_log /dev/stderr warn;', `error_log ${path.join(dir, 'error.log')} warn;`)
    .replace('worker_processes auto;', 'worker_processes 1;');
  if (!conf.includes(`server 127.0.0.1:${first}`)) throw new Error('deploy/nginx.conf no longer names its replicas');
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const check = spawnSync(NGINX_BINARY, ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const nginx = spawn(NGINX_BINARY, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    const status = await fetch(`${base}/_health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status > 0 && status < 500) break;
    if (tries > 300 || nginx.exitCode !== null) throw new Error(`nginx did not start: ${status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = async () => {
    if (nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { base, dir, stop };
}
