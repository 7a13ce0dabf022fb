import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import '../../src/cli/commands.ts';
import { runCommand } from '../../src/cli/command-registry.ts';
import { rowsOf } from '../../src/db/database.ts';
import { jobsSeeder, SEED_JOB_COUNT } from '../../src/seed/jobs.seed.ts';
import { useTestApp } from '../test-app.ts';

const t = useTestApp();
const count = async () => rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM jobs`))[0]!.n;
const ctx = () => ({ db: t.db, scryptLogN: 10, log: () => {} });

describe('jobs seed and seed-jobs', () => {
  it('seeds a few hundred varied jobs once, and never again', async () => {
    await t.db.execute(sql`DELETE FROM jobs`);
    await jobsSeeder.run(ctx());
    expect(await count()).toBe(SEED_JOB_COUNT);
    const [stats] = rowsOf<Record<string, number>>(
      await t.db.execute(sql`SELECT count(DISTINCT state)::int AS states, count(DISTINCT city)::int AS cities,
        count(DISTINCT captation)::int AS captations, count(DISTINCT job_type)::int AS types, count(DISTINCT work_model)::int AS models,
        count(DISTINCT seniority)::int AS seniorities, count(*) FILTER (WHERE salary IS NULL)::int AS no_salary,
        count(*) FILTER (WHERE url IS NULL)::int AS no_url, count(*) FILTER (WHERE url LIKE '/%')::int AS own_url,
        count(*) FILTER (WHERE expired_at <= now())::int AS expired FROM jobs`),
    );
    expect(stats).toMatchObject({ captations: 3, types: 5, models: 3, seniorities: 5 });
    expect(stats!.states).toBeGreaterThanOrEqual(14);
    expect(stats!.cities).toBeGreaterThanOrEqual(40);
    for (const k of ['no_salary', 'no_url', 'own_url', 'expired']) expect(stats![k], k).toBeGreaterThan(0);
    await jobsSeeder.run(ctx());
    expect(await count()).toBe(SEED_JOB_COUNT);
  });

  it('seed-jobs N tops the generated jobs up to N without duplicating', async () => {
    const before = await count();
    const r = await runCommand(t.deps, 'seed-jobs', ['450']);
    expect(r.ok, r.output.join('\n')).toBe(true);
    expect(r.output.at(-1)).toMatch(/^vagas geradas: 150 novas, 300 já existiam/);
    expect(await count()).toBe(before + 150);
    const again = await runCommand(t.deps, 'seed-jobs', ['450']);
    expect(again.output.at(-1)).toMatch(/^vagas geradas: 0 novas, 450 já existiam/);
    for (const bad of ['0', 'abc', '1.5', '']) expect((await runCommand(t.deps, 'seed-jobs', [bad])).ok).toBe(false);
  });
});
