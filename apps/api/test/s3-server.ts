import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, type S3Config } from '../src/storage/s3';

export interface TestS3Server {
  /** What S3_* would say for this server (path style, its fixed credentials). */
  config: S3Config;
  /** The same as environment variables, for a server started as a process. */
  env: Record<string, string>;
  /** Keys of every object in the bucket, with their prefixes. */
  keys(): Promise<string[]>;
  close(): Promise<void>;
}

/** A real S3 wire-protocol server (s3rver) on loopback, with one empty bucket, files in a temporary folder. */
export async function startS3Server(bucket = 'nyansa-test'): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'nyansa-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks signatures made with its fixed credentials.
  const config: S3Config = { bucket, endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true };
  const client = createS3Client(config);
  return {
    config,
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true' },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
