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
});
