import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config/app-config';
import { bucketPublicUrl } from '../../../../scripts/lib/upload-bucket.mjs';

describe('where bucket objects are linked from: the cms and backup/restore agree', () => {
  it.each([
    { S3_BUCKET: 'media' },
    { S3_BUCKET: 'media', S3_REGION: 'ap-southeast-3' },
    { S3_BUCKET: 'media', S3_ENDPOINT: 'https://s3.example.ac.id/' },
    { S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' },
    { S3_BUCKET: 'media', S3_PUBLIC_URL: 'https://cdn.example.ac.id/media/' },
  ])('%j', (env) => {
    expect(bucketPublicUrl(env)).toBe(readConfig(env).config?.uploadStorage.s3.publicUrl);
  });
});
