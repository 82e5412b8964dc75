import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface FakeSmtp {
  port: number;
  stop: () => Promise<void>;
}

/**
 * A local stand-in for a mail server (tests never reach the internet): plain SMTP without TLS or authentication,
 * accepting every message and writing each as `<n>.eml` (the raw message, headers and body) into `dir`.
 */
export async function startFakeSmtp(dir: string): Promise<FakeSmtp> {
  fs.mkdirSync(dir, { recursive: true });
  let received = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let message: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (message) {
          if (line === '.') {
            received += 1;
            fs.writeFileSync(path.join(dir, `${received}.eml`), message.join('\r\n'));
            message = null;
            reply('250 OK: queued');
          } else message.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-fake-smtp\r\n250 8BITMIME');
        else if (verb === 'HELO' || verb === 'MAIL' || verb === 'RCPT' || verb === 'RSET' || verb === 'NOOP')
          reply('250 OK');
        else if (verb === 'DATA') {
          message = [];
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The messages a fake SMTP server has written into `dir`, oldest first. */
export function receivedMail(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
}
