import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 0711: the API project shares one module graph per worker (isolate: false), where a
// vi.mock of one of our modules would not apply; such files are `*.mock.test.ts` and run isolated.

const root = path.resolve(import.meta.dirname, '..', 'apps/api');

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testFiles(full);
    return entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('API test projects', () => {
  it('every API test file that mocks a module is a *.mock.test.ts, and every *.mock.test.ts mocks one', () => {
    const files = [...testFiles(path.join(root, 'src')), ...testFiles(path.join(root, 'test'))];
    expect(files.length).toBeGreaterThan(50);
    const misplaced = files.filter((file) => {
      const mocks = /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8'));
      return mocks !== file.endsWith('.mock.test.ts');
    });
    expect(misplaced.map((file) => path.relative(root, file))).toEqual([]);
  });
});
