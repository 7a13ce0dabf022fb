import { describe, expect, it } from 'vitest';
import type { JobItem } from '@rumo/contract';
import { searchPageText, searchResponseText, type SearchPage } from './search-response.ts';

const job: JobItem = {
  uuid: '6f1c2d4e-0000-4000-8000-000000000001',
  title: 'Desenvolvedora "Sênior" \\ Backend',
  description: 'Linha 1\nLinha 2 </script>',
  company: 'Rumo',
  city: 'São Paulo',
  state: 'SP',
  salary: 12345.67,
  salary_max: null,
  salary_currency: 'BRL',
  salary_period: 'month',
  captation: 'direct',
  url: null,
  apply_url: null,
  remote_region: null,
  affirmative: false,
  expired_at: null,
  job_type: 'CLT',
  work_model: 'remoto',
  seniority: 'Sênior',
  published_at: '2026-11-27T12:00:00.000Z',
  skills: ['Go'],
};
const page: SearchPage = {
  data: [job],
  meta: { total: 1, total_capped: false, per_page: 20, last_page: 1, current_page: 1 },
  filters: { states: [{ value: 'SP', count: 1 }], cities: [], job_types: [], work_models: [], seniorities: [], affirmative: 0 },
};
const compatibility = { status: 'on' as const, curriculum: { uuid: 'cv', name: 'Meu CV' }, scores: { [job.uuid]: 87 } };

describe('search response text (decision 1811)', () => {
  it('is the JSON of the whole answer, the compatibility last, whatever the texts hold', () => {
    const text = searchResponseText(searchPageText(page), compatibility);
    expect(JSON.parse(text)).toEqual({ ...page, compatibility });
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['data', 'meta', 'filters', 'compatibility']);
  });

  it('gives the ids of the page in order', () => {
    const other = { ...job, uuid: '6f1c2d4e-0000-4000-8000-000000000002' };
    expect(searchPageText({ ...page, data: [other, job] }).ids).toEqual([other.uuid, job.uuid]);
  });

  it('drops fields the contract does not name, as the response serializer does', () => {
    const card: JobItem = Object.assign({ ...job }, { moderation_notes: 'interno' });
    const leaky: SearchPage = Object.assign({ ...page, data: [card] }, { internal: true });
    const sent = JSON.parse(searchResponseText(searchPageText(leaky), { ...compatibility, secret: 1 } as typeof compatibility)) as Record<string, unknown>;
    expect(sent).toEqual({ ...page, compatibility });
  });

  it('refuses a page or a compatibility the contract does not allow', () => {
    expect(() => searchPageText({ ...page, data: [{ ...job, salary_period: 'fortnight' as 'month' }] })).toThrow();
    expect(() => searchResponseText(searchPageText(page), { ...compatibility, scores: { x: 101 } })).toThrow();
  });
});
