import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import { isUploadKey, uploadContentType, type UploadStorage } from './uploads';

/** S3_* variables: any S3-compatible store (AWS S3, MinIO, Ceph, R2...). */
export interface S3Config {
  bucket: string;
  /** Unset for AWS itself; `http://minio:9000` and the like otherwise. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's own chain (instance role, AWS_* variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** `bucket` in the path instead of the host name: MinIO and most self-hosted stores need it. */
  forcePathStyle: boolean;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // A store that does not answer fails the request (and /api/ready) instead of hanging it.
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
    maxAttempts: 2,
  });
}

function isMissing(error: unknown): boolean {
  return (
    (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')) ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/**
 * Objects under `prefix` in a private bucket: the bucket is never public, the server reads the
 * bytes and serves them behind its own signed links (storage/signed-urls.ts), so a link's
 * lifetime, the key checks and the product-picture rule stay in one place for disk and S3 alike.
 * Only keys `isKey` accepts are stored, as on disk.
 */
export function createS3UploadStorage(client: S3Client, bucket: string, prefix = '', isKey: (key: string) => boolean = isUploadKey): UploadStorage {
  const objectKey = (key: string): string => {
    if (!isKey(key)) throw new Error(`Not an upload key: ${key}`);
    return `${prefix}${key}`;
  };
  return {
    async put(key, data) {
      // S3 writes are atomic: a reader sees the whole object or none.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: data, ContentType: uploadContentType(key) }));
    },
    async get(key) {
      if (!isKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        return Buffer.from(await object.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stream(key) {
      if (!isKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        // In Node.js the SDK's body is a Readable.
        return object.Body instanceof Readable ? object.Body : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing object with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
