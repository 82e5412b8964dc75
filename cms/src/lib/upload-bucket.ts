import {
  DeleteObjectCommand,
  HeadBucketCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import once from 'lodash/once';
import { appConfig } from '../config/app-config';

/**
 * The S3-compatible bucket uploads go to when UPLOAD_PROVIDER=s3 (media-library files through Strapi's provider;
 * chat images and the readiness probe through here), with the same settings as the provider.
 */
const settings = appConfig.uploadStorage.s3;
const s3 = once(
  () =>
    new S3Client({
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);

export const usesUploadBucket = () => appConfig.uploadStorage.provider === 's3';

/** The public address of an object. */
export const bucketObjectUrl = (key: string) => `${settings.publicUrl}/${key}`;

export async function putBucketObject(key: string, body: Buffer, contentType: string) {
  await s3().send(
    new PutObjectCommand({
      Bucket: settings.bucket,
      Key: key,
      Body: body,
      ContentType: contentType,
      ...(settings.acl ? { ACL: settings.acl as 'public-read' } : {}),
    }),
  );
}

export async function deleteBucketObject(key: string) {
  await s3().send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
}

interface BucketObject {
  key: string;
  size: number;
  modified: number;
}

/** Every object whose key starts with the prefix. */
export async function listBucketObjects(prefix: string): Promise<BucketObject[]> {
  const objects: BucketObject[] = [];
  for await (const page of paginateListObjectsV2({ client: s3() }, { Bucket: settings.bucket, Prefix: prefix }))
    for (const o of page.Contents ?? [])
      if (o.Key) objects.push({ key: o.Key, size: o.Size ?? 0, modified: o.LastModified?.getTime() ?? 0 });
  return objects;
}

/** Throws unless the bucket answers with these credentials. */
export async function probeBucket(timeoutMs: number) {
  await s3().send(new HeadBucketCommand({ Bucket: settings.bucket }), { abortSignal: AbortSignal.timeout(timeoutMs) });
}
