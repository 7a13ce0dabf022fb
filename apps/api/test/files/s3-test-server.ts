import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
// s3rver is CommonJS without types; its constructor and run/close are all the tests use.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export const S3_TEST_BUCKET = 'rumo-test';

/**
 * A real S3-protocol server (s3rver, pure JS, from npm) on 127.0.0.1 and a free port, keeping its
 * objects in a temporary folder; checks signatures with its fixed S3RVER/S3RVER credentials.
 */
export async function startS3Server(): Promise<{ storageUrl: string; stop: () => Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: S3_TEST_BUCKET }] });
  const address = await server.run();
  return {
    storageUrl: `s3+http://S3RVER:S3RVER@127.0.0.1:${address.port}/${S3_TEST_BUCKET}`,
    stop: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
