// The upload bucket of UPLOAD_PROVIDER=s3, resolved from the same env as the cms (uploadStorage in
// cms/src/config/app-config.ts), for backup and restore: list, read and write its objects.
import fs from 'node:fs';
import path from 'node:path';
import { cmsRequire } from './data-location.mjs';

const value = (env, name, fallback = '') => (env[name] === undefined || env[name] === '' ? fallback : env[name]);

/**
 * The address the bucket's objects are linked with (S3_PUBLIC_URL, or the provider's own address of the bucket):
 * the same rule as uploadStorage() in cms/src/config/app-config.ts (a unit test holds the two together).
 * @param {Record<string, string | undefined>} env
 */
export function bucketPublicUrl(env) {
  const bucket = value(env, 'S3_BUCKET');
  const endpoint = value(env, 'S3_ENDPOINT').replace(/\/+$/, '');
  const region = value(env, 'S3_REGION', 'us-east-1');
  const forcePathStyle = ['1', 'true', 'yes', 'on'].includes(value(env, 'S3_FORCE_PATH_STYLE').toLowerCase());
  const fallback = !endpoint
    ? `https://${bucket}.s3.${region}.amazonaws.com`
    : forcePathStyle
      ? `${endpoint}/${bucket}`
      : endpoint.replace(/^(https?:\/\/)/, `$1${bucket}.`);
  return value(env, 'S3_PUBLIC_URL', fallback).replace(/\/+$/, '');
}

/**
 * @typedef {{ key: string, contentType: string }} BucketEntry
 * @typedef {{ name: string, publicUrl: string, list: () => Promise<string[]>, download: (key: string, file: string) => Promise<string>,
 *   upload: (key: string, file: string, contentType: string) => Promise<void>, remove: (key: string) => Promise<void> }} UploadBucket
 */

/** The configured bucket, or null when uploads stay in the local folder. @returns {UploadBucket | null} */
export function uploadBucket(env) {
  if (value(env, 'UPLOAD_PROVIDER', 'local').toLowerCase() !== 's3') return null;
  const name = value(env, 'S3_BUCKET');
  if (!name || !value(env, 'S3_ACCESS_KEY_ID') || !value(env, 'S3_SECRET_ACCESS_KEY'))
    throw new Error('UPLOAD_PROVIDER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const s3 = cmsRequire('@aws-sdk/client-s3');
  const endpoint = value(env, 'S3_ENDPOINT').replace(/\/+$/, '');
  const client = new s3.S3Client({
    ...(endpoint ? { endpoint } : {}),
    region: value(env, 'S3_REGION', 'us-east-1'),
    forcePathStyle: ['1', 'true', 'yes', 'on'].includes(value(env, 'S3_FORCE_PATH_STYLE').toLowerCase()),
    credentials: { accessKeyId: value(env, 'S3_ACCESS_KEY_ID'), secretAccessKey: value(env, 'S3_SECRET_ACCESS_KEY') },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const acl = value(env, 'S3_ACL', 'public-read');
  return {
    name,
    publicUrl: bucketPublicUrl(env),
    async list() {
      const keys = [];
      let token;
      do {
        const page = await client.send(new s3.ListObjectsV2Command({ Bucket: name, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys;
    },
    async download(key, file) {
      const object = await client.send(new s3.GetObjectCommand({ Bucket: name, Key: key }));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, await object.Body.transformToByteArray());
      return object.ContentType ?? 'application/octet-stream';
    },
    async upload(key, file, contentType) {
      await client.send(
        new s3.PutObjectCommand({
          Bucket: name,
          Key: key,
          Body: fs.readFileSync(file),
          ContentType: contentType,
          ...(acl === 'none' ? {} : { ACL: acl }),
        }),
      );
    },
    async remove(key) {
      await client.send(new s3.DeleteObjectCommand({ Bucket: name, Key: key }));
    },
  };
}

/** Where an object of the bucket is kept inside a backup's folder (null for a key that would leave it). */
export function bucketFile(folder, key) {
  const file = path.resolve(folder, key);
  return file.startsWith(`${path.resolve(folder)}${path.sep}`) ? file : null;
}
