import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { LIMITS } from '../../src/lib/rate-limit/limits.ts';
import { collectOrphanFiles } from '../../src/modules/files/orphan-files.background-job.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { image } from './file-fixtures.ts';
import { TEST_FILE_LIMITS } from './files-suite.ts';

// Decision 1602: uploads are rate limited per user, and the sweep removes bytes a crash left without a record.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-files-limits-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
// A factor that leaves 3 uploads of the production 60 an hour.
const factor = 3 / LIMITS.fileUploadPerUser.capacity;
const t = useTestApp({ dataDir, rateLimitFactor: factor, files: { storageUrl: undefined, maxBytes: TEST_FILE_LIMITS, orphanGraceMs: 24 * 60 * 60 * 1000, orphanIntervalMs: 0 } });

let editor: TestUser;
beforeAll(async () => {
  editor = await buildUser(t.db);
  expect((await runCommand(t.deps, 'grant-role', [editor.email, 'editor'])).ok).toBe(true);
});

describe('file uploads', () => {
  it('are limited per user, with a pt-BR 429 and Retry-After', async () => {
    const png = await image('png', 30, 30);
    const upload = () => t.app.inject({ method: 'POST', url: '/api/admin/v1/files?name=x.png', payload: png, headers: { 'content-type': 'image/png', ...editor.headers } });
    for (let i = 0; i < 3; i++) expect((await upload()).statusCode).toBe(201);
    const refused = await upload();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Muitos envios de arquivo seguidos. Aguarde um pouco antes de enviar outro.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the orphan sweep', () => {
  it('deletes stored bytes without a record once they are an hour old, and keeps younger ones', async () => {
    const bytes = Buffer.from('restos de um envio interrompido');
    await t.deps.storage.put('zz/abandonado', Readable.from([bytes]), bytes.length, 'image/png');
    await t.deps.storage.put('zz/recente', Readable.from([bytes]), bytes.length, 'image/png');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(dataDir, 'files/zz/abandonado'), twoHoursAgo, twoHoursAgo);
    const result = await collectOrphanFiles(t.deps);
    expect(result.swept).toBe(1);
    expect(await t.deps.storage.head('zz/abandonado')).toBeNull();
    expect(await t.deps.storage.head('zz/recente')).not.toBeNull();
  });
});
