import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { runCommand } from '../src/cli/command-registry.ts';
import { helpLines } from '../src/cli/commands.ts';
import { rowsOf } from '../src/db/database.ts';
import { highlights, steps } from '../src/db/schema/index.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { TEST_SCRYPT_LOG_N, useTestApp } from './test-app.ts';

// docs/decisions/0707: what the start seeds without demo data, and `seed-content` on purpose.
const t = useTestApp();
const count = async (table: string) => rowsOf<{ n: number }>(await t.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`)))[0]!.n;

describe('seeding without demo data (PostgreSQL without SEED_DEMO)', () => {
  it('seeds only reference data: plans, positions and job types; no user, job, journey or highlight', async () => {
    await seedDatabase({ db: t.db, scryptLogN: TEST_SCRYPT_LOG_N, log: () => {} }, { demo: false });
    expect(await count('plans')).toBeGreaterThanOrEqual(3);
    expect(await count('job_positions')).toBeGreaterThan(10);
    expect(await count('job_types')).toBeGreaterThan(1);
    for (const table of ['users', 'jobs', 'steps', 'highlights', 'applications', 'job_alerts', 'curricula']) expect(await count(table), table).toBe(0);
  });
});

describe('npm run cli -- seed-content', () => {
  it('loads the starter journey and the highlights, says so, and adds no user or job', async () => {
    const first = await runCommand(t.deps, 'seed-content', []);
    expect(first.ok).toBe(true);
    expect(first.output.join('\n')).toMatch(/jornada de aprendizagem criada/);
    expect(first.output.join('\n')).toMatch(/\d+ destaques criados/);
    expect(await count('steps')).toBe(3);
    expect(await count('highlights')).toBeGreaterThan(0);
    expect(await count('users')).toBe(0);
    expect(await count('jobs')).toBe(0);
  });

  it('is idempotent and never overwrites what an operator changed', async () => {
    const before = { steps: await count('steps'), contents: await count('contents'), highlights: await count('highlights') };
    const [step] = await t.db.select().from(steps).limit(1);
    const [highlight] = await t.db.select().from(highlights).limit(1);
    await t.db.update(steps).set({ name: 'Etapa renomeada' }).where(eq(steps.id, step!.id));
    await t.db.update(highlights).set({ title: 'Destaque editado' }).where(eq(highlights.id, highlight!.id));

    const again = await runCommand(t.deps, 'seed-content', []);
    expect(again).toEqual({ ok: true, output: ['Nada a carregar: a jornada e os destaques já estão no banco.'] });
    expect({ steps: await count('steps'), contents: await count('contents'), highlights: await count('highlights') }).toEqual(before);
    expect((await t.db.select().from(steps).where(eq(steps.id, step!.id)))[0]?.name).toBe('Etapa renomeada');
    expect((await t.db.select().from(highlights).where(eq(highlights.id, highlight!.id)))[0]?.title).toBe('Destaque editado');
  });

  it('is listed by help', async () => {
    expect(helpLines().join('\n')).toMatch(/seed-content/);
  });
});
