import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fetchCombosAndWindow } from '../../src/modules/jobs/combos-and-window.ts';
import { countFromCombos, fetchCombos } from '../../src/modules/jobs/job-facets.ts';
import { facetConditions, salaryCondition, type JobSearchInput } from '../../src/modules/jobs/job-filters.ts';
import { matchCondition, rankedWindow, type TextMatch } from '../../src/modules/jobs/job-search.ts';
import { useTestApp } from '../test-app.ts';
import { buildJob, daysAgo, uniqueWord } from './job-factory.ts';

// A cold text search reads its matches once and takes from them both the filter combinations and
// the ranked window (decision 1808). Each must be what the two separate passes give.
const t = useTestApp();

async function bothWays(match: TextMatch, input: JobSearchInput, cap: number) {
  const salary = salaryCondition(input);
  const textAndSalary: SQL = salary ? sql`${matchCondition(match)} AND ${salary}` : matchCondition(match);
  const facets = Object.values(facetConditions(input));
  const onePass = await fetchCombosAndWindow(t.db, match, textAndSalary, facets, cap);
  const combos = await fetchCombos(t.db, textAndSalary, cap);
  const window = await rankedWindow(t.db, match, [...facets, ...(salary ? [salary] : [])], true);
  return { onePass, combos, window };
}

describe('fetchCombosAndWindow: the combinations and the window of one pass (1808)', () => {
  it('gives the combinations fetchCombos gives and the window rankedWindow gives, for any filters and minimum salary', async () => {
    const w = uniqueWord();
    const seniorities = ['Júnior', 'Pleno', 'Sênior'] as const;
    for (let i = 0; i < 18; i++) {
      await buildJob(t.db, {
        // The word in the title ranks above the word in the description; the dates order the ties.
        title: i % 3 === 0 ? `Vaga ${w}` : 'Outra vaga',
        description: i % 3 === 0 ? 'Sem a palavra.' : `Descrição com ${w}.`,
        state: i % 2 ? 'SP' : 'RJ',
        city: i % 2 ? (i % 4 === 1 ? 'São Paulo' : 'sao paulo') : 'Rio de Janeiro',
        jobType: i % 5 === 0 ? 'PJ' : 'CLT',
        workModel: i % 3 === 1 ? 'presencial' : 'remoto',
        seniority: seniorities[i % 3],
        affirmative: i % 4 === 0,
        salary: 2000 + i * 500,
        publishedAt: daysAgo(1 + i / 3),
      });
    }
    await buildJob(t.db, { title: `Vaga ${w}`, expiredAt: daysAgo(1) });
    await buildJob(t.db, { title: 'Sem a palavra', state: 'SP' });
    const match = { kind: 'fts', text: w } as const;

    const inputs: JobSearchInput[] = [
      {},
      { state: 'SP' },
      { state: 'SP', city: 'Sao Paulo' },
      { job_type: 'CLT', work_model: 'remoto' },
      { seniority: 'Pleno', affirmative: true },
      { min_salary: 6000 },
      { min_salary: 6000, state: 'RJ' },
      { state: 'AC' },
    ];
    for (const input of inputs) {
      const { onePass, combos, window } = await bothWays(match, input, 1000);
      expect(onePass.window, JSON.stringify(input)).toEqual(window);
      expect(countFromCombos(onePass.combos, input), JSON.stringify(input)).toEqual(countFromCombos(combos, input));
      expect(onePass.combos.matches).toBe(combos.matches);
      expect(onePass.combos.capped).toBe(false);
    }
    // The window is not empty where the filters leave matches, so the comparison says something.
    expect((await bothWays(match, { state: 'SP' }, 1000)).window).toHaveLength(9);
  });

  it('gives no window past the cap (a sample is not every match) and marks the combinations capped', async () => {
    const w = uniqueWord();
    for (let i = 0; i < 6; i++) await buildJob(t.db, { title: `Vaga ${w}`, publishedAt: daysAgo(1 + i) });
    const match = { kind: 'fts', text: w } as const;

    const capped = await bothWays(match, {}, 4);
    expect(capped.onePass.window).toBeNull();
    expect(capped.onePass.combos).toMatchObject({ capped: true, matches: 5 });
    expect(capped.combos).toMatchObject({ capped: true, matches: 5 });

    // Exactly at the cap every match was read: the window is there.
    const atCap = await bothWays(match, {}, 6);
    expect(atCap.onePass.combos.capped).toBe(false);
    expect(atCap.onePass.window).toEqual(atCap.window);
    expect(atCap.window).toHaveLength(6);
  });

  it('answers a text nothing matches with no combinations and an empty window', async () => {
    const match = { kind: 'fts', text: uniqueWord() } as const;
    const { onePass } = await bothWays(match, {}, 1000);
    expect(onePass.window).toEqual([]);
    expect(onePass.combos.matches).toBe(0);
    expect(onePass.combos.rows).toHaveLength(0);
  });
});
