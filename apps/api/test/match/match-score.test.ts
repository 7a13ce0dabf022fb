import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../factories.ts';
import { daysAgo } from '../jobs/job-factory.ts';
import { useTestApp } from '../test-app.ts';
import { bareJob, createCv, list, matchOf, uniqueWord, yearsAgo } from './match-helpers.ts';

/**
 * The score against hand-worked pairs (docs/decisions/1704): each factor alone, then all together,
 * as the list shows it and as the job's breakdown explains it — the same SQL, so they must agree.
 */
const t = useTestApp();

async function seeker(cv: Record<string, unknown>): Promise<TestUser> {
  const user = await buildUser(t.db);
  await createCv(t.app, user, cv);
  return user;
}

describe('compatibility score, factor by factor', () => {
  it('skills: 50 × asked skills the CV has / asked skills, keys compared (Node.js = NodeJS)', async () => {
    const word = uniqueWord();
    const job = await bareJob(t.db, word, { skills: ['React', 'TypeScript', 'Node.js', 'SQL'] });
    const user = await seeker({ skills: ['react', 'NodeJS', 'Figma'] });
    const body = await list(t.app, user, `query=${word}`);
    // 25 of 50 points, and no other factor applies: 50.
    expect(body.compatibility.scores).toEqual({ [job.id]: 50 });
    const match = await matchOf(t.app, user, job.id);
    expect(match.status).toBe('on');
    expect(match.score).toBe(50);
    expect(match.breakdown.skills).toEqual({
      points: 25,
      max: 50,
      matched: ['React', 'Node.js'],
      missing: [
        { skill: 'TypeScript', courses: [] },
        { skill: 'SQL', courses: [] },
      ],
    });
    expect(match.breakdown).toMatchObject({ seniority: null, location: null, job_type: null, salary: null });
  });

  it('seniority: same level 15, one level apart 7.5, further 0 (years from the experiences)', async () => {
    const word = uniqueWord();
    // 2 years + a current 2 years overlapping by one: 3 years → Pleno.
    const user = await seeker({
      worked_before: false,
      experiences: [
        { role: 'Dev', company_name: 'A', description: 'x', start_date: yearsAgo(4), end_date: yearsAgo(2) },
        { role: 'Dev', company_name: 'B', description: 'x', start_date: yearsAgo(3), end_date: null },
      ],
    });
    const jobs = {
      Pleno: await bareJob(t.db, word, { seniority: 'Pleno' }),
      Júnior: await bareJob(t.db, word, { seniority: 'Júnior' }),
      Sênior: await bareJob(t.db, word, { seniority: 'Sênior' }),
      Estágio: await bareJob(t.db, word, { seniority: 'Estágio' }),
      Especialista: await bareJob(t.db, word, { seniority: 'Especialista' }),
    };
    const { scores } = (await list(t.app, user, `query=${word}`)).compatibility;
    expect(scores).toEqual({ [jobs.Pleno.id]: 100, [jobs.Júnior.id]: 50, [jobs.Sênior.id]: 50, [jobs.Estágio.id]: 0, [jobs.Especialista.id]: 0 });
    const match = await matchOf(t.app, user, jobs.Sênior.id);
    expect(match.breakdown.seniority).toEqual({ points: 7.5, max: 15, job: 'Sênior', cv_level: 'Pleno', cv_years: 4 });
  });

  it('location: remote earns all; on-site needs the CV’s state (name or UF, accents and case ignored); unknown is left out', async () => {
    const word = uniqueWord();
    const remote = await bareJob(t.db, word, { workModel: 'remoto', state: 'RJ' });
    const sp = await bareJob(t.db, word, { workModel: 'presencial', state: 'SP' });
    const rj = await bareJob(t.db, word, { workModel: 'híbrido', state: 'RJ' });
    const nowhere = await bareJob(t.db, word, { workModel: 'presencial', state: null });
    const paulista = await seeker({ state: 'sao paulo' });
    expect((await list(t.app, paulista, `query=${word}`)).compatibility.scores).toEqual({ [remote.id]: 100, [sp.id]: 100, [rj.id]: 0 });
    expect((await matchOf(t.app, paulista, rj.id)).breakdown.location).toEqual({ points: 0, max: 15, work_model: 'híbrido', job_state: 'RJ', cv_state: 'SP' });
    // A CV without a state (or with one that is no state) scores only the remote job.
    const stateless = await seeker({ state: 'Atlântida' });
    expect((await list(t.app, stateless, `query=${word}`)).compatibility.scores).toEqual({ [remote.id]: 100 });
    expect((await matchOf(t.app, stateless, nowhere.id)).score).toBeNull();
  });

  it('contract type: only when the CV accepts some types', async () => {
    const word = uniqueWord();
    const clt = await bareJob(t.db, word, { jobType: 'CLT' });
    const internship = await bareJob(t.db, word, { jobType: 'Estágio' });
    const picky = await seeker({ accepted_job_types: ['CLT', 'PJ'] });
    expect((await list(t.app, picky, `query=${word}`)).compatibility.scores).toEqual({ [clt.id]: 100, [internship.id]: 0 });
    expect((await matchOf(t.app, picky, internship.id)).breakdown.job_type).toEqual({ points: 0, max: 10, job: 'Estágio', accepted: ['CLT', 'PJ'] });
    const anyType = await seeker({ accepted_job_types: [] });
    expect((await list(t.app, anyType, `query=${word}`)).compatibility.scores).toEqual({});
  });

  it('salary: the monthly top (range top, else the value; per hour × 220) against the last salary, BRL only', async () => {
    const word = uniqueWord();
    const range = await bareJob(t.db, word, { salary: 4000, salaryMax: 6000 });
    const low = await bareJob(t.db, word, { salary: 4000 });
    const hourly = await bareJob(t.db, word, { salary: 30, salaryPeriod: 'hour' });
    const dollars = await bareJob(t.db, word, { salary: 9000, salaryCurrency: 'USD' });
    const user = await seeker({ worked_before: true, last_salary: 5000 });
    expect((await list(t.app, user, `query=${word}`)).compatibility.scores).toEqual({ [range.id]: 100, [low.id]: 0, [hourly.id]: 100 });
    expect((await matchOf(t.app, user, hourly.id)).breakdown.salary).toEqual({ points: 10, max: 10, job_monthly_top: 6600, last_salary: 5000 });
    expect((await matchOf(t.app, user, dollars.id)).breakdown.salary).toBeNull();
    // No last salary: the factor is left out.
    const noSalary = await seeker({ worked_before: false });
    expect((await list(t.app, noSalary, `query=${word}`)).compatibility.scores).toEqual({});
  });
});

describe('the total', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await seeker({
      skills: ['React', 'Node.js'],
      state: 'PE',
      accepted_job_types: ['PJ'],
      worked_before: true,
      last_salary: 8000,
      experiences: [{ role: 'Dev', company_name: 'A', description: 'x', start_date: yearsAgo(4), end_date: null }],
    });
  });

  it('is round(100 × earned / possible) over the factors that apply', async () => {
    const word = uniqueWord();
    // Skills 25/50, seniority Sênior vs Pleno 7.5/15, location on-site PE 15/15, PJ 10/10, salary 6000 < 8000 0/10:
    // 57.5 of 100 → 58.
    const job = await bareJob(t.db, word, {
      skills: ['React', 'TypeScript', 'Node.js', 'SQL'],
      seniority: 'Sênior',
      workModel: 'presencial',
      state: 'PE',
      jobType: 'PJ',
      salary: 6000,
    });
    // Only location (15/15) and contract type (0/10) apply: 15 of 25 → 60.
    const partial = await bareJob(t.db, word, { workModel: 'remoto', jobType: 'CLT' });
    // Nothing applies: no score at all.
    const blank = await bareJob(t.db, word);
    const body = await list(t.app, user, `query=${word}`);
    expect(body.compatibility.status).toBe('on');
    expect(body.compatibility.scores).toEqual({ [job.id]: 58, [partial.id]: 60 });
    const match = await matchOf(t.app, user, job.id);
    expect(match.score).toBe(58);
    expect(match.breakdown.skills).toMatchObject({ points: 25, max: 50 });
    expect(match.breakdown.seniority).toMatchObject({ points: 7.5, max: 15 });
    expect(match.breakdown.location).toMatchObject({ points: 15, max: 15 });
    expect(match.breakdown.job_type).toMatchObject({ points: 10, max: 10 });
    expect(match.breakdown.salary).toMatchObject({ points: 0, max: 10, job_monthly_top: 6000, last_salary: 8000 });
    const none = await matchOf(t.app, user, blank.id);
    expect(none.score).toBeNull();
    expect(none.breakdown).toEqual({ skills: null, seniority: null, location: null, job_type: null, salary: null });
  });

  it('sort=compatibility: best first, newest first on ties, jobs without a score last', async () => {
    const word = uniqueWord();
    const blank = await bareJob(t.db, word, { publishedAt: daysAgo(0.1) });
    const zero = await bareJob(t.db, word, { jobType: 'CLT', publishedAt: daysAgo(0.2) });
    const olderFull = await bareJob(t.db, word, { jobType: 'PJ', publishedAt: daysAgo(3) });
    const newerFull = await bareJob(t.db, word, { jobType: 'PJ', publishedAt: daysAgo(2) });
    const half = await bareJob(t.db, word, { skills: ['React', 'Go'], publishedAt: daysAgo(1) });
    const sorted = await list(t.app, user, `query=${word}&sort=compatibility`);
    expect(sorted.data.map((j) => j.uuid)).toEqual([newerFull.id, olderFull.id, half.id, zero.id, blank.id]);
    expect(sorted.compatibility.scores).toEqual({ [newerFull.id]: 100, [olderFull.id]: 100, [half.id]: 50, [zero.id]: 0 });
    // Without a query too (the newest window of everything visible).
    const all = await list(t.app, user, 'sort=compatibility');
    expect(Object.values(all.compatibility.scores)).toEqual([...Object.values(all.compatibility.scores)].sort((a, b) => b - a));
    // The default order is unchanged: newest first without a text query.
    const plain = await list(t.app, user, `query=${word}&sort=relevance`);
    expect(plain.data).toHaveLength(5);
  });
});
