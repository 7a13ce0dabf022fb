import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { JobsListResponse } from '@rumo/contract';
import { rowsOf } from '../../src/db/database.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { insertJobsSkippingExisting } from '../../src/modules/jobs/job-bulk-insert.ts';
import { generateJob } from '../../src/modules/jobs/job-generator.ts';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, daysFromNow, uniqueWord } from './job-factory.ts';

// The narrow search table (decision 1803) is a copy of what search reads, kept by triggers on jobs.
// After every kind of write it must hold exactly the listed jobs with their jobs columns, and a search
// must answer what a plain query over jobs answers.
const t = useTestApp();
let user: TestUser;

const COLUMNS = ['published_at', 'expired_at', 'state', 'city', 'job_type', 'work_model', 'seniority', 'affirmative', 'salary', 'salary_max', 'salary_currency', 'salary_period'];
// job_search's vector is the job's with its title's joined word pairs (fullstack:1A) added.
const searched = (alias: 's' | 'j') =>
  sql.raw([alias === 's' ? 's.search_vector' : 'j.search_vector || public.rumo_title_pairs(j.title)', ...COLUMNS.map((c) => `${alias}.${c}`)].join(', '));

/** Rows of job_search that are wrong (no job, a job seekers may not see, or columns that differ), and visible jobs without a row. */
async function outOfSync() {
  const [wrong] = rowsOf<{ n: number }>(
    await t.db.execute(sql`
      SELECT count(*)::int AS n FROM job_search s LEFT JOIN jobs j ON j.id = s.id
      WHERE j.id IS NULL OR j.moderation_status <> 'published' OR j.filled_at IS NOT NULL
         OR (${searched('s')}) IS DISTINCT FROM (${searched('j')})`),
  );
  const [missing] = rowsOf<{ n: number }>(
    await t.db.execute(sql`
      SELECT count(*)::int AS n FROM jobs j
      WHERE j.moderation_status = 'published' AND j.filled_at IS NULL AND (j.expired_at IS NULL OR j.expired_at > now())
        AND NOT EXISTS (SELECT 1 FROM job_search s WHERE s.id = j.id)`),
  );
  return { wrong: wrong!.n, missing: missing!.n };
}
const inTable = async (id: string) => rowsOf(await t.db.execute(sql`SELECT 1 FROM job_search WHERE id = ${id}`)).length === 1;

describe('job_search: the narrow search table follows jobs (1803)', () => {
  it('holds the listed jobs after inserts, bulk inserts, updates, moderation, filling, expiry and deletes', async () => {
    expect(await outOfSync()).toEqual({ wrong: 0, missing: 0 });
    // One statement, many rows (the import path).
    const batch = Array.from({ length: 60 }, (_, i) => ({ ...generateJob(i, new Date(), 1803), externalId: `sync-${uniqueWord()}-${i}` }));
    expect(await insertJobsSkippingExisting(t.db, batch)).toBe(60);
    const job = await buildJob(t.db, { title: 'Analista de Dados', state: 'SP' });
    const scheduled = await buildJob(t.db, { publishedAt: daysFromNow(2) });
    const pending = await buildJob(t.db, { moderationStatus: 'pending' });
    const expired = await buildJob(t.db, { expiredAt: daysAgo(1) });
    expect(await outOfSync()).toEqual({ wrong: 0, missing: 0 });
    expect([await inTable(job.id), await inTable(scheduled.id), await inTable(pending.id), await inTable(expired.id)]).toEqual([true, true, false, false]);

    const update = async (id: string, set: Partial<typeof jobs.$inferInsert>) => {
      await t.db.update(jobs).set(set).where(eq(jobs.id, id));
      expect(await outOfSync()).toEqual({ wrong: 0, missing: 0 });
      return inTable(id);
    };
    expect(await update(job.id, { title: 'Engenheiro de Dados', state: 'RJ', city: 'Niterói', salaryMax: 9000, seniority: 'Sênior' })).toBe(true);
    expect(await update(job.id, { moderationStatus: 'rejected', rejectionReason: 'Duplicada' })).toBe(false);
    expect(await update(job.id, { moderationStatus: 'published' })).toBe(true);
    expect(await update(job.id, { filledAt: new Date() })).toBe(false);
    expect(await update(job.id, { filledAt: null })).toBe(true);
    expect(await update(job.id, { expiredAt: sql`now()` as unknown as Date })).toBe(false);
    expect(await update(job.id, { expiredAt: daysFromNow(10) })).toBe(true);
    expect(await update(pending.id, { moderationStatus: 'published' })).toBe(true);
    expect(await update(expired.id, { expiredAt: null })).toBe(true);
    // An update that touches nothing searched (as a view counter or updated_at would) leaves the row alone.
    expect(await update(job.id, { updatedAt: new Date() })).toBe(true);

    // The import's upsert: one statement that inserts a new posting and rewrites a known one.
    const upsert = (title: string) =>
      t.db.execute(sql`
        INSERT INTO jobs (external_id, title, description, state, published_at)
        VALUES ('upsert-a', ${title}, 'Texto.', 'BA', now() - interval '1 hour'), (${`upsert-${uniqueWord()}`}, ${title}, 'Texto.', 'CE', now())
        ON CONFLICT (external_id) DO UPDATE SET title = EXCLUDED.title, state = 'PE'`);
    await upsert('Engenheiro de Software');
    await upsert('Engenheira de Dados');
    expect(await outOfSync()).toEqual({ wrong: 0, missing: 0 });
    expect(rowsOf<{ state: string }>(await t.db.execute(sql`SELECT s.state FROM job_search s JOIN jobs j USING (id) WHERE j.external_id = 'upsert-a'`))).toEqual([{ state: 'PE' }]);

    // Many rows in one statement: the sources' expiry of gone postings, a moderation bulk decision.
    const ids = batch.length;
    await t.db.execute(sql`UPDATE jobs SET expired_at = now(), updated_at = now() WHERE external_id LIKE 'sync-%' AND random() < 0.5`);
    await t.db.execute(sql`UPDATE jobs SET moderation_status = 'rejected', rejection_reason = 'x' WHERE external_id LIKE 'sync-%' AND random() < 0.3`);
    expect(await outOfSync()).toEqual({ wrong: 0, missing: 0 });
    await t.db.execute(sql`DELETE FROM jobs WHERE external_id LIKE 'sync-%' AND random() < 0.5`);
    await t.db.delete(jobs).where(eq(jobs.id, scheduled.id));
    expect(await outOfSync()).toEqual({ wrong: 0, missing: 0 });
    expect(await inTable(scheduled.id)).toBe(false);
    expect(ids).toBe(60);
  });

  it('keeps the vector out of its rows: ~150 bytes a row, less than the vector alone', async () => {
    const w = uniqueWord();
    await insertJobsSkippingExisting(
      t.db,
      Array.from({ length: 400 }, (_, i) => ({ ...generateJob(i, new Date(), 18031), externalId: `size-${w}-${i}` })),
    );
    const [size] = rowsOf<{ rows: number; heap: number; vector: number }>(
      await t.db.execute(sql`
        SELECT count(*)::int AS rows, pg_relation_size('job_search')::int AS heap,
               avg(pg_column_size(search_vector || ''::tsvector))::int AS vector
        FROM job_search`),
    );
    // Inline, the vector alone would make every row larger than this.
    expect(size!.vector).toBeGreaterThan(400);
    expect(size!.heap / size!.rows).toBeLessThan(300);
  });

  it('keeps the columns the counts read in the row: only the vector goes to TOAST, even for a city of 24 bytes or more (1819)', async () => {
    const [toast] = rowsOf<{ name: string }>(await t.db.execute(sql`SELECT reltoastrelid::regclass::text AS name FROM pg_class WHERE oid = 'job_search'::regclass`));
    const toastValues = async () => rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.raw(toast!.name)} WHERE chunk_seq = 0`))[0]!.n;
    const before = await toastValues();
    // Long values in every text column the search counts by.
    const long = {
      city: 'Jaboatão dos Guararapes e Região',
      state: 'PE',
      jobType: 'Jovem Aprendiz e Estágio',
      workModel: 'Híbrido ou Presencial',
      seniority: 'Especialista ou Sênior',
    };
    for (let i = 0; i < 5; i++) await buildJob(t.db, long);
    // One value per row, its vector; before decision 1819, one more for each value of 24 bytes or more.
    expect((await toastValues()) - before).toBe(5);
    const [row] = rowsOf<{ city: string }>(await t.db.execute(sql`SELECT city FROM job_search WHERE city = ${long.city} LIMIT 1`));
    expect(row!.city).toBe(long.city);
  });

  it('answers totals and filter counts as a plain query over jobs does', async () => {
    const w = uniqueWord();
    const states = ['SP', 'RJ', 'MG'];
    const types = ['CLT', 'PJ'];
    for (let i = 0; i < 30; i++) {
      await buildJob(t.db, {
        title: i % 3 ? `Desenvolvedor ${w}` : `Analista ${w} Python`,
        description: i % 2 ? 'Python e SQL.' : 'Java.',
        state: states[i % 3],
        city: i % 3 === 0 ? (i % 2 ? 'São Paulo' : 'sao paulo') : `Cidade ${i % 4}`,
        jobType: types[i % 2],
        seniority: i % 5 ? 'Pleno' : 'Sênior',
        salary: 3000 + i * 400,
        affirmative: i % 7 === 0,
        publishedAt: i % 11 === 0 ? daysFromNow(1) : daysAgo(i % 9),
        expiredAt: i % 8 === 0 ? daysAgo(1) : null,
        moderationStatus: i % 13 === 0 ? 'pending' : 'published',
        filledAt: i % 17 === 0 ? daysAgo(1) : null,
      });
    }
    user ??= await buildUser(t.db);
    const plain = async (text: string, where = sql`TRUE`) => {
      const rows = rowsOf<{ state: string; n: number }>(
        await t.db.execute(sql`
          SELECT state, count(*)::int AS n FROM jobs
          WHERE moderation_status = 'published' AND published_at <= now() AND (expired_at IS NULL OR expired_at > now()) AND filled_at IS NULL
            AND search_vector @@ websearch_to_tsquery('public.rumo_pt', ${text}) AND ${where}
          GROUP BY state ORDER BY n DESC, state`),
      );
      return { total: rows.reduce((s, r) => s + r.n, 0), states: rows.map((r) => ({ value: r.state, count: r.n })) };
    };
    for (const [query, where, params] of [
      [w, sql`TRUE`, {}],
      [`${w} python`, sql`TRUE`, {}],
      [`${w} -java`, sql`TRUE`, {}],
      [w, sql`job_type = 'PJ'`, { job_type: 'PJ' }],
      [w, sql`seniority = 'Pleno' AND affirmative`, { seniority: 'Pleno', affirmative: 'true' }],
      [w, sql`coalesce(salary_max, salary) >= 8000`, { min_salary: '8000' }],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', query: { query, ...params }, headers: user.headers });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<JobsListResponse>();
      const expected = await plain(query, where);
      expect(expected.total).toBeGreaterThan(0);
      expect({ total: body.meta.total, states: body.filters.states }).toEqual(expected);
    }
  });

  it("finds a title's joined word pair as one word, and not two words apart ('frontend', 1803)", async () => {
    const w = uniqueWord();
    await buildJob(t.db, { title: `Pessoa Desenvolvedora Front End ${w}` });
    await buildJob(t.db, { title: `Analista ${w}`, description: 'Do front da loja ao fim: end of day.' });
    user ??= await buildUser(t.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs', query: { query: `frontend ${w}` }, headers: user.headers });
    expect(res.json<JobsListResponse>().data.map((j) => j.title)).toEqual([`Pessoa Desenvolvedora Front End ${w}`]);
  });

  it('is emptied with jobs by TRUNCATE', async () => {
    await buildJob(t.db);
    await t.db.execute(sql`TRUNCATE jobs CASCADE`);
    expect(rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM job_search`))[0]!.n).toBe(0);
  });
});
