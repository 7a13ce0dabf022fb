import { describe, expect, it } from 'vitest';
import { buildUser, type TestUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { backdateApplication, buildJob } from './applications.factories.ts';

/** 'Exportar CSV' (decision 1702): every application of the caller, safe to open in Excel. */
const t = useTestApp();

const exportCsv = (user: TestUser) => t.app.inject({ method: 'GET', url: '/api/v1/applications/export.csv', headers: user.headers });

/** Splits the ';'-separated, always-quoted lines written by lib/csv-document.ts. */
const parse = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"(?:;|$)/g)].map((m) => m[1]!.replace(/""/g, '"')));

describe('GET /api/v1/applications/export.csv', () => {
  it('has the BOM, pt-BR headers, dd/mm/yyyy dates, the pt-BR status, the panel, and only the caller’s rows', async () => {
    const user = await buildUser(t.db);
    const stranger = await buildUser(t.db);
    const job = await buildJob(t.db, { title: 'Analista "Sênior"', company: 'Café; Ltda', city: 'Recife', state: 'PE' });
    const applied = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: job.id } });
    const uuid = applied.json().data.uuid as string;
    await t.app.inject({ method: 'PUT', url: `/api/v1/applications/${uuid}/status`, headers: user.headers, payload: { status: 'offer' } });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/applications/${uuid}/details`,
      headers: user.headers,
      payload: { notes: 'Linha 1\nLinha 2', contacts: [{ name: 'Joana', email: 'joana@empresa.com.br' }], next_step_date: '2030-03-05', next_step_time: '14:00' },
    });
    const strangerJob = await buildJob(t.db, { title: 'Vaga da outra pessoa' });
    await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: stranger.headers, payload: { job_uuid: strangerJob.id } });

    const res = await exportCsv(user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="candidaturas-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(res.body);
    expect(header).toEqual([
      'Vaga',
      'Empresa',
      'Cidade',
      'Estado',
      'Status',
      'Data da candidatura',
      'Última movimentação',
      'Próximo passo',
      'Horário',
      'Currículo',
      'Contatos',
      'Anotações',
    ]);
    expect(rows).toHaveLength(1);
    const today = new Date().toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    expect(rows[0]).toEqual([
      'Analista "Sênior"',
      'Café; Ltda',
      'Recife',
      'PE',
      'Proposta',
      today,
      today,
      '05/03/2030',
      '14:00',
      '',
      'Joana, joana@empresa.com.br',
      'Linha 1\nLinha 2',
    ]);
    expect(res.body).not.toContain('Vaga da outra pessoa');
  });

  it("'Última movimentação' is the day of the latest status change, 'Data da candidatura' the day it was made", async () => {
    const user = await buildUser(t.db);
    const moved = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: (await buildJob(t.db, { title: 'Movida' })).id } });
    const still = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: (await buildJob(t.db, { title: 'Parada' })).id } });
    await backdateApplication(t.db, moved.json().data.uuid, 20);
    await backdateApplication(t.db, still.json().data.uuid, 10);
    await t.app.inject({ method: 'PUT', url: `/api/v1/applications/${moved.json().data.uuid}/status`, headers: user.headers, payload: { status: 'interview' } });
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    const [, ...rows] = parse((await exportCsv(user)).body);
    // Oldest first.
    expect(rows.map((r) => [r[0], r[5], r[6]])).toEqual([
      ['Movida', day(20), day(0)],
      ['Parada', day(10), day(10)],
    ]);
  });

  it('neutralises cells a spreadsheet would run as a formula (= + - @) with a leading apostrophe', async () => {
    const user = await buildUser(t.db);
    const job = await buildJob(t.db, { title: '=HYPERLINK("http://evil.example","x")', company: '+55 Empresa', city: '-Cidade', state: 'SP' });
    const applied = await t.app.inject({ method: 'POST', url: '/api/v1/applications', headers: user.headers, payload: { job_uuid: job.id } });
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/applications/${applied.json().data.uuid}/details`,
      headers: user.headers,
      payload: { notes: '@SUM(1+1)', contacts: [{ name: '=cmd|calc' }] },
    });
    const [, row] = parse((await exportCsv(user)).body);
    expect(row!.slice(0, 3)).toEqual(['\'=HYPERLINK("http://evil.example","x")', "'+55 Empresa", "'-Cidade"]);
    expect(row!.at(-2)).toBe("'=cmd|calc");
    expect(row!.at(-1)).toBe("'@SUM(1+1)");
  });

  it('is only the header for a user without applications, and needs a session', async () => {
    const user = await buildUser(t.db);
    expect(parse((await exportCsv(user)).body)).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/applications/export.csv' })).statusCode).toBe(401);
  });
});
