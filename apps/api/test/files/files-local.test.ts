import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { useTestApp } from '../test-app.ts';
import { describeFileSandbox } from './files-sandbox-suite.ts';
import { describeFilesApi, TEST_FILE_LIMITS } from './files-suite.ts';

// The files API on the default driver, a folder under DATA_DIR (decision 1602).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-files-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const t = useTestApp({ dataDir, files: { storageUrl: undefined, maxBytes: TEST_FILE_LIMITS, orphanGraceMs: 24 * 60 * 60 * 1000, orphanIntervalMs: 0 } });
describeFilesApi(t);
describeFileSandbox(t);
