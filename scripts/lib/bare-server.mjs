// The yardstick of `npm run bench:api`: a bare Node `http` server answering each path with the exact bytes and
// headers the cms sent for it. Usage: node bare-server.mjs <port> <responses.json>  ({ "/path?q": { headers, body } })
import fs from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
const responses = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([url, r]) => [
    url,
    { headers: r.headers, body: Buffer.from(r.body, 'base64') },
  ]),
);
http
  .createServer((req, res) => {
    const found = responses.get(req.url ?? '');
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { ...found.headers, 'content-length': found.body.length });
    res.end(found.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
