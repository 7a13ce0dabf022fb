import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// One module of the contract alone, as a chunk of the web app may hold it (decision 1813): not the index.
import { planFeatureValue } from './plans.ts';

describe("the contract's zod (decision 1813)", () => {
  it('is configured for any one module, without the rest of the contract: messages in pt-BR', () => {
    const result = planFeatureValue.safeParse({ key: 1, enabled: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Entrada inválida: esperava um texto, recebeu um número');
  });

  it('is the only way the contract builds schemas: no other module imports zod itself', () => {
    const files = fs.readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const direct = files.filter((f) => f !== 'zod.ts' && /from 'zod'/.test(fs.readFileSync(path.join(import.meta.dirname, f), 'utf8')));
    expect(direct).toEqual([]);
  });

  it('leaves the plain values modules (*-values.ts) without it, even through what they import (decision 1817)', () => {
    const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
    const values = fs.readdirSync(import.meta.dirname).filter((f) => f.endsWith('-values.ts'));
    expect(values.length).toBeGreaterThanOrEqual(8);
    for (const file of values) {
      const seen = new Set<string>();
      const visit = (name: string) => {
        if (seen.has(name)) return;
        seen.add(name);
        const text = read(name);
        expect(/from 'zod'|from '\.\/zod\.ts'/.test(text), `${file} reaches zod through ${name}`).toBe(false);
        for (const m of text.matchAll(/^import (?!type)[^;]*from '\.\/([^']+)'/gm)) visit(m[1]!);
      };
      visit(file);
    }
  });
});
