import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google Drive's public endpoints (tests never reach the internet):
 * ids starting with "pub" are shared publicly, "priv" redirect to sign-in, "down" never answer,
 * folders starting with "pubfolder" list three files, "emptyfolder" none.
 */
export const DRIVE_IDS = {
  publicFile: 'pubFile0123456789abcdefghij',
  publicFile2: 'pubFile2abcdefghij0123456789',
  privateFile: 'privFile0123456789abcdefghij',
  publicFolder: 'pubfolder0123456789abcdefghij',
  emptyFolder: 'emptyfolder0123456789abcdefg',
  folderFiles: ['pubInFolderAAAAAAAAAAAAAAAAAAAAA1', 'pubInFolderAAAAAAAAAAAAAAAAAAAAA2', 'pubInFolderAAAAAAAAAAAAAAAAAAAAA3'],
};

export async function startFakeDrive(): Promise<{ url: string; requests: string[]; stop: () => Promise<void> }> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const url = new URL(req.url ?? '/', 'http://x');
    const id = url.searchParams.get('id') ?? url.pathname.split('/').pop() ?? '';
    if (id.startsWith('down')) return; // never answers: the cms must time out
    if (id.startsWith('priv')) {
      res.writeHead(302, { Location: 'https://accounts.google.com/ServiceLogin?continue=x' });
      return res.end();
    }
    if (url.pathname.startsWith('/drive/folders/')) {
      const body = id.startsWith('pubfolder') ? DRIVE_IDS.folderFiles.map((f) => `<a href="/file/d/${f}/view">photo.jpg</a>`).join('') : '<html>no files</html>';
      res.writeHead(id.startsWith('pubfolder') || id.startsWith('emptyfolder') ? 200 : 404, { 'Content-Type': 'text/html' });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    if (id.startsWith('pub')) {
      res.writeHead(303, { Location: `https://drive.usercontent.example/download?id=${id}` });
      return res.end();
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
