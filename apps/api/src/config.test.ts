import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const PG = 'postgres://postgres@127.0.0.1:5432/rumo';
const errorOf = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return undefined;
};

// docs/decisions/0707: the variables of honest defaults.
describe('SEED_DEMO', () => {
  it('defaults to demo data on the embedded database only', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: PG }).seedDemo).toBe(false);
  });

  it('accepts 0/1/true/false either way, and refuses anything else naming the variable', () => {
    expect(loadConfig({ DATABASE_URL: PG, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: PG, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    for (const bad of ['yes', 'TRUE', '2']) expect(errorOf({ SEED_DEMO: bad })).toMatch(/SEED_DEMO: deve ser 0, 1, true ou false/);
  });
});
