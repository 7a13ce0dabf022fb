import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobAlerts, jobPositions, jobTypes } from '../../src/db/schema/index.ts';
import { alertReferenceSeeder, demoAlertsSeeder } from '../../src/modules/alerts/alerts.seed.ts';
import { JOB_POSITIONS } from '../../src/modules/alerts/job-positions.data.ts';
import { runDeliveryPass } from '../../src/modules/alerts/delivery/delivery-pass.ts';
import { buildUser } from '../factories.ts';
import { buildJob } from './alert-factories.ts';
import { TEST_SCRYPT_LOG_N, useTestApp } from '../test-app.ts';
import { rowsOf } from '../../src/db/database.ts';

const t = useTestApp();
const ctx = () => ({ db: t.db, scryptLogN: TEST_SCRYPT_LOG_N, log: () => {} });

describe('alert seeds', () => {
  it('seeds positions and types once, keeping rows an operator added', async () => {
    await alertReferenceSeeder.run(ctx());
    await t.db.insert(jobPositions).values({ position: 'Cargo do Operador' });
    await alertReferenceSeeder.run(ctx());
    const positions = await t.db.select().from(jobPositions);
    expect(positions).toHaveLength(JOB_POSITIONS.length + 1);
    expect(new Set(JOB_POSITIONS).size).toBe(JOB_POSITIONS.length);
    expect(JOB_POSITIONS.length).toBeGreaterThanOrEqual(75);
    expect((await t.db.select().from(jobTypes)).map((x) => x.type)).toEqual(['CLT', 'PJ', 'Estágio', 'Freelancer', 'Temporário']);
  });

  it('gives the demo user three alerts, once, and does not bring deleted ones back', async () => {
    await alertReferenceSeeder.run(ctx());
    const demo = await buildUser(t.db, { email: 'demo-alertas@teste.rumo.app' });
    const seeder = demoAlertsSeeder(demo.email);
    await seeder.run(ctx());
    await seeder.run(ctx());
    const alerts = await t.db.select().from(jobAlerts).where(eq(jobAlerts.userId, demo.id));
    expect(alerts).toHaveLength(3);
    expect(alerts.map((a) => a.frequency).sort()).toEqual(['daily', 'monthly', 'weekly']);
    // The daily one is due at once, so the first delivery pass has something to show.
    const [due] = rowsOf<{ n: number }>(
      await t.db.execute(sql`SELECT count(*)::int AS n FROM job_alerts WHERE user_id = ${demo.id} AND last_delivered_at <= now() - interval '1 day'`),
    ) as [{ n: number }];
    expect(due.n).toBe(1);
    await t.db.delete(jobAlerts).where(eq(jobAlerts.userId, demo.id));
    await seeder.run(ctx());
    expect(await t.db.select().from(jobAlerts).where(eq(jobAlerts.userId, demo.id))).toHaveLength(0);
  });

  it('points the demo alerts at the seeded jobs, so the first pass mails a digest', async () => {
    await alertReferenceSeeder.run(ctx());
    for (const city of ['Campinas', 'Campinas', 'Santos'])
      await buildJob(t.db, { title: 'Desenvolvedor(a) Front-end React Pleno', city, state: 'SP', jobType: 'PJ', salary: null });
    await buildJob(t.db, { title: 'Engenheiro(a) de Dados Sênior', city: 'Recife', state: 'PE', jobType: 'CLT' });
    // More jobs, but too old for the first digest: not where the demo alert points.
    for (let i = 0; i < 3; i++) await buildJob(t.db, { title: 'Desenvolvedor(a) Front-end React Sênior', city: 'Bauru', state: 'SP', jobType: 'CLT', publishedDaysAgo: 20 });
    const demo = await buildUser(t.db, { email: 'demo-vagas@teste.rumo.app' });
    await demoAlertsSeeder(demo.email).run(ctx());
    const alerts = rowsOf<{ position: string; city: string; state: string; type: string; frequency: string }>(
      await t.db.execute(
        sql`SELECT p.position, a.city, a.state, t.type, a.frequency FROM job_alerts a JOIN job_positions p ON p.id = a.job_position_id JOIN job_types t ON t.id = a.job_type_id WHERE a.user_id = ${demo.id} ORDER BY a.id DESC`,
      ),
    );
    expect(alerts).toEqual([
      { position: 'Desenvolvedor Front-end', city: 'Campinas', state: 'SP', type: 'PJ', frequency: 'daily' },
      { position: 'Engenheiro de Dados', city: 'Recife', state: 'PE', type: 'CLT', frequency: 'weekly' },
      { position: 'Designer UX/UI', city: 'Belo Horizonte', state: 'MG', type: 'CLT', frequency: 'monthly' },
    ]);
    await runDeliveryPass(t.deps);
    const mails = t.sentEmails.filter((m) => m.to === demo.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Rumo: 2 novas vagas para os seus alertas (resumo diário)');
  });
});
