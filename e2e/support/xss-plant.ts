import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { normalizeLinkedinUrl } from '@rumo/contract';
import { XSS_PAYLOADS } from '../../apps/api/test/security/xss-corpus.ts';
import { expect, registerUser, runCli, type E2EUser } from '../fixtures.ts';
import { chunk } from './xss-canary.ts';

/** PostgreSQL text cannot hold NUL (the API answers 422): that payload is checked at the API level only. */
export const PAYLOADS = XSS_PAYLOADS.filter((p) => !p.includes('\u0000'));
/** Payloads that are themselves URLs a careless app would follow. */
export const URL_PAYLOADS = PAYLOADS.filter((p) => /^[\w\s&#;%]*:/.test(p) && !p.startsWith('<'));

export type Planted = {
  user: E2EUser;
  word: string;
  jobIds: string[];
  cvId: string;
  profileRounds: { name: string; linkedin: string }[];
  importOutput: string;
};

const cycle = <T>(items: T[], i: number): T => items[i % items.length] as T;

/**
 * Pushes the whole corpus through every place a user or operator stores text: jobs (CLI import),
 * an application, a CV (every text field and list), job alerts (city) and the profile (name,
 * LinkedIn, applied per round by `applyProfileRound`).
 */
export async function plantCorpus(request: APIRequestContext): Promise<Planted> {
  const user = await registerUser(request, 'Pessoa XSS');
  await runCli('grant-plan', user.email, 'premium');
  const headers = { authorization: `Bearer ${user.token}` };
  const word = `xss${randomUUID().replace(/-/g, '').slice(0, 10)}`;

  // Jobs through the operator's import: the corpus in every text field, and bad URLs the importer must refuse.
  const titles = chunk(PAYLOADS, 200, `Vaga ${word}`);
  const companies = chunk(PAYLOADS, 200);
  const cities = chunk(PAYLOADS, 120);
  const jobs = titles.map((title, i) => ({
    external_id: `${word}-${i}`,
    title,
    company: cycle(companies, i),
    city: cycle(cities, i),
    state: 'SP',
    description: `${word}\n${PAYLOADS.join('\n')}`,
    url: `https://empresa.example/vaga/${i}?ref=${encodeURIComponent(cycle(PAYLOADS, i))}`,
    skills: PAYLOADS.filter((p) => p.length <= 60).slice(0, 50),
    job_type: 'CLT',
  }));
  const refused = URL_PAYLOADS.map((url, i) => ({ external_id: `${word}-url-${i}`, title: `Vaga ${word} url ${i}`, state: 'SP', url }));
  const file = path.join(os.tmpdir(), `rumo-${word}.json`);
  fs.writeFileSync(file, JSON.stringify([...jobs, ...refused]));
  const importOutput = await runCli('import-jobs', file);
  fs.rmSync(file, { force: true });
  expect(importOutput).toContain(`importados: ${jobs.length}, atualizados: 0, rejeitados: ${refused.length}`);

  const jobIds: string[] = [];
  for (let page = 1; jobIds.length < jobs.length && page < 10; page++) {
    const res = await request.get(`/api/v1/jobs?query=${word}&page=${page}`, { headers });
    const body = (await res.json()) as { data: { uuid: string; title: string }[] };
    if (body.data.length === 0) break;
    jobIds.push(...body.data.filter((j) => j.title.startsWith(`Vaga ${word}`)).map((j) => j.uuid));
  }
  expect(jobIds).toHaveLength(jobs.length);
  expect((await request.post('/api/v1/applications', { headers, data: { job_uuid: jobIds[0] } })).status()).toBe(201);

  // A CV carrying the corpus in every field and list.
  const c120 = chunk(PAYLOADS, 120);
  const cv = {
    name: cycle(c120, 0),
    role: cycle(c120, 1),
    role_description: chunk(PAYLOADS, 500)[0],
    location: cycle(c120, 2),
    state: chunk(PAYLOADS, 60)[0],
    summary: chunk(PAYLOADS, 1000)[0],
    worked_before: false,
    formations: chunk(PAYLOADS, 160)
      .slice(0, 30)
      .map((name, i) => ({ name, graduation: 'Bacharelado', institution: cycle(chunk(PAYLOADS, 160), i + 1), start_date: '2015-01-01', end_date: '2019-12-01' })),
    languages: chunk(PAYLOADS, 60)
      .slice(0, 20)
      .map((language) => ({ language, proficiency: 'C1-Avançado' })),
    experiences: chunk(PAYLOADS, 255)
      .slice(0, 30)
      .map((description, i) => ({ role: cycle(c120, i), company_name: cycle(chunk(PAYLOADS, 160), i), description, start_date: '2020-01-01', end_date: null })),
  };
  const created = await request.post('/api/v1/curriculum', { headers, data: cv });
  expect(created.status(), await created.text()).toBe(201);
  const cvId = ((await created.json()) as { data: { uuid: string } }).data.uuid;

  // Alerts: the city is free text.
  const positions = ((await (await request.get('/api/v1/job-alerts/positions')).json()) as { data: { id: number }[] }).data;
  const types = ((await (await request.get('/api/v1/job-alerts/types')).json()) as { data: { id: number }[] }).data;
  for (const city of chunk(PAYLOADS, 120).slice(0, 5)) {
    const res = await request.post('/api/v1/job-alerts', {
      headers,
      data: { job_position_id: positions[0]?.id, job_type_id: types[0]?.id, city, state: 'SP', min_salary: 0, max_salary: 0 },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  const names = chunk(PAYLOADS, 120);
  const linkedinPrefix = 'https://www.linkedin.com/in/';
  // The LinkedIn field keeps only a linkedin.com address (decision 1307): each payload goes into the
  // path, without whitespace and cut at '?' or '#' (query and fragment are dropped on save), so that
  // what is planted is what the server stores.
  const linkedinPaths = PAYLOADS.map((p) => p.replace(/\s+/g, '').split(/[?#]/)[0]!).filter(Boolean);
  const linkedins = chunk(linkedinPaths, 300 - linkedinPrefix.length).map((p) => `${linkedinPrefix}${p.replaceAll(' ', '')}`);
  for (const linkedin of linkedins) expect(normalizeLinkedinUrl(linkedin), linkedin).toBe(linkedin.replace(/\/+$/, ''));
  const profileRounds = Array.from({ length: Math.max(names.length, linkedins.length) }, (_, i) => ({ name: cycle(names, i), linkedin: cycle(linkedins, i) }));
  return { user, word, jobIds, cvId, profileRounds, importOutput };
}

export async function applyProfileRound(request: APIRequestContext, planted: Planted, round: { name: string; linkedin: string }): Promise<void> {
  const res = await request.put('/api/v1/users/edit', {
    headers: { authorization: `Bearer ${planted.user.token}` },
    data: { name: round.name, email: planted.user.email, tel: '11987654321', linkedin: round.linkedin },
  });
  expect(res.status(), await res.text()).toBe(200);
}
