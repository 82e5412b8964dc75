// A local stand-in for Google Drive's public endpoints (tests never reach the internet); used by the API
// suite and the end-to-end server. Ids starting with "pub" are shared publicly, "priv" redirect to sign-in,
// "down" never answer; folders "pubfolder…" list three files ("pubfolderbig…" 35), "emptyfolder…" none; /img/d/<id>=s2000 (the
// display host) answers a small PNG for public ids.
import http from 'node:http';
import zlib from 'node:zlib';

export const DRIVE_IDS = {
  publicFile: 'pubFile0123456789abcdefghij',
  publicFile2: 'pubFile2abcdefghij0123456789',
  privateFile: 'privFile0123456789abcdefghij',
  publicFolder: 'pubfolder0123456789abcdefghij',
  /** A folder of 35 files: more than the 30 links one save may name. */
  bigFolder: 'pubfolderbig0123456789abcdefg',
  emptyFolder: 'emptyfolder0123456789abcdefg',
  folderFiles: [
    'pubInFolderAAAAAAAAAAAAAAAAAAAAA1',
    'pubInFolderAAAAAAAAAAAAAAAAAAAAA2',
    'pubInFolderAAAAAAAAAAAAAAAAAAAAA3',
  ],
};

/** A valid size×size PNG of one colour, built without image libraries (also used by end-to-end tests). */
export function tinyPng(r, g, b, size = 8) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.concat(
    Array.from({ length: size }, () => Buffer.from([0, ...Array.from({ length: size }, () => [r, g, b]).flat()])),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
const PNG = tinyPng(40, 120, 200);

/** @returns {Promise<{ url: string, requests: string[], stop: () => Promise<void> }>} */
export async function startFakeDrive(port = 0) {
  const requests = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/img/d/')) {
      const id = url.pathname.slice('/img/d/'.length).split('=')[0];
      if (!id.startsWith('pub')) {
        res.writeHead(403);
        return res.end();
      }
      res.writeHead(200, {
        'Content-Type': 'image/png',
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-store',
      });
      return res.end(PNG);
    }
    const id = url.searchParams.get('id') ?? url.pathname.split('/').pop() ?? '';
    if (id.startsWith('down')) return; // never answers: the cms must time out
    // Too busy (429) or failing (503): Drive says nothing about the file.
    if (id.startsWith('busy')) {
      res.writeHead(id.startsWith('busy5') ? 503 : 429);
      return res.end();
    }
    if (id.startsWith('priv')) {
      res.writeHead(302, { Location: 'https://accounts.google.com/ServiceLogin?continue=x' });
      return res.end();
    }
    if (url.pathname.startsWith('/drive/folders/')) {
      const listed = id.startsWith('pubfolder');
      const files = id.startsWith('pubfolderbig')
        ? Array.from({ length: 35 }, (_, i) => `pubInBigFolderAAAAAAAAAAAAAAA${String(i).padStart(2, '0')}`)
        : DRIVE_IDS.folderFiles;
      const body = listed
        ? files.map((f) => `<a href="/file/d/${f}/view">photo.jpg</a>`).join('')
        : '<html>no files</html>';
      res.writeHead(listed || id.startsWith('emptyfolder') ? 200 : 404, { 'Content-Type': 'text/html' });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (id.startsWith('pub')) {
      res.writeHead(303, { Location: `https://drive.usercontent.example/download?id=${id}` });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
