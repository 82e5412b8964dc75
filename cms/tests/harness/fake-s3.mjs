// A local stand-in for an S3-compatible object store (path-style addresses, one bucket), enough for the upload
// provider, chat images, the readiness probe and backup/restore: HeadBucket, Put/Get/Head/DeleteObject and
// ListObjectsV2 (paged). Signed requests must name the configured access key; anonymous GETs read objects, as a
// public bucket allows. Signatures themselves are not verified.
import crypto from 'node:crypto';
import http from 'node:http';

const xmlEscape = (s) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Bodies sent as `aws-chunked` (streaming signatures or trailing checksums) decoded to their plain bytes. */
function decodeAwsChunked(raw) {
  const parts = [];
  let at = 0;
  while (at < raw.length) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString('latin1').split(';')[0], 16);
    if (!size) break;
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

/**
 * @param {{ bucket: string, accessKeyId: string, pageSize?: number }} options
 * @returns {Promise<{ url: string, objects: Map<string, { body: Buffer, contentType: string, acl?: string,
 *   modified: Date }>, close: () => Promise<void> }>}
 */
export async function startFakeS3({ bucket, accessKeyId, pageSize = 1000 }) {
  /** @type {Map<string, { body: Buffer, contentType: string, acl?: string, modified: Date }>} */
  const objects = new Map();
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const c of req) chunks.push(c);
    let body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', 'http://fake-s3');
    const [, bucketName, ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    const reply = (status, xml = '', headers = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/xml', ...headers });
      res.end(xml ? `<?xml version="1.0" encoding="UTF-8"?>${xml}` : undefined);
    };
    const error = (status, code) => reply(status, `<Error><Code>${code}</Code><Message>${code}</Message></Error>`);

    if (bucketName !== bucket) return error(404, 'NoSuchBucket');
    const auth = req.headers.authorization ?? '';
    const signed = auth !== '';
    if (signed && !auth.includes(`Credential=${accessKeyId}/`)) return error(403, 'InvalidAccessKeyId');
    if (!signed && req.method !== 'GET' && req.method !== 'HEAD') return error(403, 'AccessDenied');

    if (!key) {
      if (req.method === 'HEAD') return reply(200);
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        if (!signed) return error(403, 'AccessDenied');
        const prefix = url.searchParams.get('prefix') ?? '';
        const after = url.searchParams.get('continuation-token') ?? '';
        const listed = [...objects]
          .filter(([k]) => k.startsWith(prefix) && k > after)
          .sort(([a], [b]) => (a < b ? -1 : 1));
        const page = listed.slice(0, pageSize);
        const truncated = listed.length > page.length;
        const contents = page
          .map(([k, o]) => {
            return `<Contents><Key>${xmlEscape(k)}</Key><LastModified>${o.modified.toISOString()}</LastModified><Size>${o.body.length}</Size></Contents>`;
          })
          .join('');
        return reply(
          200,
          `<ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><IsTruncated>${truncated}</IsTruncated>${truncated ? `<NextContinuationToken>${xmlEscape(page[page.length - 1][0])}</NextContinuationToken>` : ''}${contents}</ListBucketResult>`,
        );
      }
      return error(400, 'NotImplemented');
    }

    const object = objects.get(key);
    switch (req.method) {
      case 'PUT': {
        if (String(req.headers['content-encoding'] ?? '').includes('aws-chunked')) body = decodeAwsChunked(body);
        objects.set(key, {
          body,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          acl: req.headers['x-amz-acl'] ? String(req.headers['x-amz-acl']) : undefined,
          modified: new Date(),
        });
        const etag = crypto.createHash('md5').update(body).digest('hex');
        return reply(200, '', { ETag: `"${etag}"` });
      }
      case 'GET':
      case 'HEAD':
        if (!object) return req.method === 'HEAD' ? reply(404) : error(404, 'NoSuchKey');
        res.writeHead(200, {
          'Content-Type': object.contentType,
          'Content-Length': object.body.length,
          'Last-Modified': object.modified.toUTCString(),
        });
        return res.end(req.method === 'GET' ? object.body : undefined);
      case 'DELETE':
        objects.delete(key);
        return reply(204);
      default:
        return error(405, 'MethodNotAllowed');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
