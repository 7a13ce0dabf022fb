import { afterAll } from 'vitest';
import { useTestApp } from '../test-app.ts';
import { describeFileSandbox } from './files-sandbox-suite.ts';
import { describeFilesApi, TEST_FILE_LIMITS } from './files-suite.ts';
import { startS3Server } from './s3-test-server.ts';

// The files API on the S3 driver, against a real S3-protocol server started here (decision 1602).
const s3 = await startS3Server();
afterAll(() => s3.stop());
const t = useTestApp({
  dataDir: '/nonexistent-rumo-data',
  files: { storageUrl: s3.storageUrl, maxBytes: TEST_FILE_LIMITS, orphanGraceMs: 24 * 60 * 60 * 1000, orphanIntervalMs: 0 },
});
describeFilesApi(t);
describeFileSandbox(t);
