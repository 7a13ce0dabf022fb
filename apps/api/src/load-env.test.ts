import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from './load-env.ts';

const names = ['RUMO_ENV_TEST_REAL', 'RUMO_ENV_TEST_FILE', 'RUMO_ENV_TEST_QUOTED'];
afterEach(() => {
  for (const name of names) delete process.env[name];
});

describe('loadEnvFile', () => {
  it('adds the variables of the file; a variable already set wins over the file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-env-'));
    const file = path.join(dir, '.env');
    fs.writeFileSync(file, '# comentário\nRUMO_ENV_TEST_REAL=do-arquivo\nRUMO_ENV_TEST_FILE=3000\nRUMO_ENV_TEST_QUOTED="Rumo <nao-responda@rumo.app>"\n');
    process.env.RUMO_ENV_TEST_REAL = 'do-ambiente';
    loadEnvFile(file);
    expect(process.env.RUMO_ENV_TEST_REAL).toBe('do-ambiente');
    expect(process.env.RUMO_ENV_TEST_FILE).toBe('3000');
    expect(process.env.RUMO_ENV_TEST_QUOTED).toBe('Rumo <nao-responda@rumo.app>');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is fine without a file', () => {
    expect(() => loadEnvFile(path.join(os.tmpdir(), 'rumo-nao-existe', '.env'))).not.toThrow();
  });
});
