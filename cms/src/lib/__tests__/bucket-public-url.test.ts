import { afterEach, describe, expect, it } from 'vitest';
import { uploadStorage } from '../../config/app-config';
import { bucketPublicUrl } from '../../../../scripts/lib/upload-bucket.mjs';

const KEYS = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_PUBLIC_URL'] as const;
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
afterEach(() => {
  for (const k of KEYS)
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
});

describe('where bucket objects are linked from: the cms and backup/restore agree', () => {
  it.each([
    { S3_BUCKET: 'media' },
    { S3_BUCKET: 'media', S3_REGION: 'ap-southeast-3' },
    { S3_BUCKET: 'media', S3_ENDPOINT: 'https://s3.example.ac.id/' },
    { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' },
    { S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example.ac.id/media/' },
  ])('%j', (env) => {
    for (const k of KEYS) delete process.env[k];
    Object.assign(process.env, env);
    expect(bucketPublicUrl(env)).toBe(uploadStorage().s3.publicUrl);
  });
});
