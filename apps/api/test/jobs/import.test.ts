import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import '../../src/cli/commands.ts';
import { runCommand } from '../../src/cli/command-registry.ts';
import { jobs } from '../../src/db/schema/index.ts';
import { useTestApp } from '../test-app.ts';

const t = useTestApp();
const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name);
const importFile = (name: string) => runCommand(t.deps, 'import-jobs', [fixture(name)]);
const byExternalId = async (id: string) => (await t.db.select().from(jobs).where(eq(jobs.externalId, id)))[0];

describe('import-jobs: our JSON format', () => {
  it('imports an array, normalising states, enums, money, skills; re-import updates instead of duplicating', async () => {
    const first = await importFile('our-format.json');
    expect(first.output.at(-1)).toBe('importados: 2, atualizados: 0, rejeitados: 0');
    expect(first.ok).toBe(true);
    const a = await byExternalId('acme-1001');
    expect(a).toMatchObject({
      title: 'Desenvolvedora Front-end React Pleno',
      state: 'SC',
      salary: 9500,
      captation: 'direct',
      jobType: 'CLT',
      workModel: 'híbrido',
      seniority: 'Pleno',
      skills: ['React', 'TypeScript'],
    });
    expect(a!.description).toBe('Construir telas acessíveis.\nTrabalhar com design system.');
    expect(a!.publishedAt.toISOString()).toBe('2026-01-10T12:00:00.000Z');
    const b = await byExternalId('1002');
    expect(b).toMatchObject({
      state: 'PE',
      salary: 4200.5,
      company: null,
      jobType: 'CLT',
      workModel: 'remoto',
      seniority: 'Júnior',
      skills: ['SQL', 'Power BI'],
      captation: 'company',
    });

    const again = await importFile('our-format.json');
    expect(again.output.at(-1)).toBe('importados: 0, atualizados: 2, rejeitados: 0');
    const rows = await t.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(inArray(jobs.externalId, ['acme-1001', '1002']));
    expect(rows).toHaveLength(2);
    // A record without a publication date keeps the one it had.
    expect((await byExternalId('1002'))!.publishedAt).toEqual(b!.publishedAt);
  });

  it('imports an object with "jobs"', async () => {
    const r = await importFile('our-format-object.json');
    expect(r.output).toEqual(['importados: 1, atualizados: 0, rejeitados: 0']);
    expect(await byExternalId('obj-1')).toMatchObject({ state: 'SP', url: '/jobs' });
  });

  it('imports the valid records of a mixed file and reports each rejected one with its position and reason', async () => {
    const r = await importFile('mixed.json');
    expect(r.ok).toBe(true);
    expect(r.output).toEqual([
      'registro 2: título é obrigatório.',
      'registro 3: estado inválido: use a sigla (UF) ou o nome do estado.',
      'registro 4: url inválida: use http://, https:// ou um caminho começando com /.',
      'registro 5: não é um objeto.',
      'registro 6: external_id é obrigatório.',
      'registro 7: salário deve ser um número.; tipo de contratação inválido(a): use CLT, PJ, Estágio, Freelancer, Temporário.',
      'importados: 2, atualizados: 0, rejeitados: 6',
    ]);
    expect((await byExternalId('mix-ok-2'))!.expiredAt!.toISOString()).toBe('2030-11-20T00:00:00.000Z');
    for (const id of ['mix-bad-title', 'mix-bad-state', 'mix-bad-url', 'mix-bad-enum']) expect(await byExternalId(id)).toBeUndefined();
  });

  it('fails with a clear message for unreadable, broken or useless files', async () => {
    const missing = await runCommand(t.deps, 'import-jobs', ['/nao/existe.json']);
    expect(missing.ok).toBe(false);
    expect(missing.output.join('\n')).toMatch(/Não foi possível ler o arquivo \/nao\/existe.json/);
    const broken = await importFile('broken.json');
    expect(broken.ok).toBe(false);
    expect(broken.output.join('\n')).toMatch(/^JSON inválido/);
    const none = await runCommand(t.deps, 'import-jobs', []);
    expect(none.ok).toBe(false);
    const allBad = await importFile('all-bad.csv');
    expect(allBad.ok).toBe(false);
    expect(allBad.output).toEqual([
      'linha 2: título é obrigatório.',
      'linha 3: estado inválido: use a sigla (UF) ou o nome do estado.',
      'importados: 0, atualizados: 0, rejeitados: 2',
      'Nenhuma vaga válida no arquivo.',
    ]);
  });
});

describe('import-jobs: schema.org JobPosting', () => {
  it('maps a single posting: HTML to text lines, organisation, location, salary, employment type, remote', async () => {
    const r = await importFile('jobposting-single.json');
    expect(r.output).toEqual(['importados: 1, atualizados: 0, rejeitados: 0']);
    const job = await byExternalId('Quati Labs:QL-77');
    expect(job).toMatchObject({
      title: 'Desenvolvedor(a) Python Sênior',
      company: 'Quati Labs',
      city: 'Belo Horizonte',
      state: 'MG',
      salary: 12000,
      salaryMax: 15000,
      salaryCurrency: 'BRL',
      salaryPeriod: 'month',
      remoteRegion: null,
      jobType: 'PJ',
      workModel: 'remoto',
      seniority: 'Sênior',
      captation: 'company',
      url: 'https://quatilabs.com.br/vagas/ql-77',
    });
    expect(job!.description).toBe('Venha fazer parte do time de dados!\n\nRequisitos\n\n- Python & Django\n- PostgreSQL\n\nBenefícios:\nVR e plano de saúde');
    expect(job!.publishedAt.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(job!.expiredAt).not.toBeNull();
  });

  it('takes the postings out of an @graph, skipping other nodes; url identifies a posting without identifier', async () => {
    const r = await importFile('jobposting-graph.json');
    expect(r.output).toEqual(['registro 3: título é obrigatório.', 'importados: 2, atualizados: 0, rejeitados: 1']);
    expect(await byExternalId('TL-1')).toMatchObject({
      company: 'Tucano Logística',
      city: 'Curitiba',
      state: 'PR',
      jobType: 'Estágio',
      seniority: 'Estágio',
      // Kept as the feed says it: per year (shown 'R$ 24.000 por ano', compared per month by the filter).
      salary: 24000,
      salaryMax: null,
      salaryPeriod: 'year',
      description: 'Aprender com o time.\nBolsa-auxílio.',
    });
    // A salary in dollars stays in dollars (shown 'US$ 3.000'; the minimum-salary filter leaves it out).
    expect(await byExternalId('https://tucano.com.br/vagas/tl-2')).toMatchObject({ jobType: 'Temporário', salary: 3000, salaryCurrency: 'USD', state: 'SC', workModel: null });
    expect((await importFile('jobposting-graph.json')).output.at(-1)).toBe('importados: 0, atualizados: 2, rejeitados: 1');
  });
});

describe('import-jobs: CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks (RFC 4180)', async () => {
    const r = await importFile('jobs.csv');
    expect(r.output).toEqual(['importados: 2, atualizados: 0, rejeitados: 0']);
    expect(await byExternalId('csv-1')).toMatchObject({
      title: 'Desenvolvedor(a) Java, Spring',
      description: 'Linha um\nLinha dois com "aspas" e, vírgula',
      salary: 7500,
      captation: 'crawler',
      jobType: 'PJ',
      skills: ['Java', 'Spring Boot'],
      expiredAt: null,
    });
    expect(await byExternalId('csv-2')).toMatchObject({ title: 'Analista de QA', description: '', company: null, salary: null, captation: 'company', skills: [] });
  });

  it('reads pt-BR spreadsheets: semicolons and Portuguese headers', async () => {
    const r = await importFile('jobs-semicolon.csv');
    expect(r.output).toEqual(['importados: 2, atualizados: 0, rejeitados: 0']);
    expect(await byExternalId('csv-br-1')).toMatchObject({ title: 'Técnica de Redes', city: 'Salvador', state: 'BA', salary: 3200, workModel: 'presencial' });
    expect(await byExternalId('csv-br-2')).toMatchObject({ title: 'Suporte; N1', workModel: 'híbrido' });
  });

  it('reports rejected rows by line and imports the rest; a broken quote fails the file', async () => {
    const r = await importFile('jobs-mixed.csv');
    expect(r.output).toEqual(['linha 3: título é obrigatório.', 'linha 4: estado inválido: use a sigla (UF) ou o nome do estado.', 'importados: 2, atualizados: 0, rejeitados: 2']);
    const broken = await importFile('jobs-broken.csv');
    expect(broken.ok).toBe(false);
    expect(broken.output).toEqual(['CSV inválido, linha 2: aspas sem fechamento.']);
    expect(await byExternalId('csv-x-1')).toBeUndefined();
  });

  it('streams a file of many read chunks (BOM, CRLF, multi-line cells) and names the right line at its end', async () => {
    const rows = Array.from({ length: 400 }, (_, i) => `big-${i},"Vaga ${i}","Primeira linha\r\nSegunda linha, com vírgula e ""aspas"" ${'x'.repeat(450)}",SP`);
    const text = `\ufeffexternal_id,title,description,state\r\n${rows.join('\r\n')}\r\nbig-bad,Sem estado,,ZZ\r\n`;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-import-')), 'grande.csv');
    fs.writeFileSync(file, text);
    expect(fs.statSync(file).size).toBeGreaterThan(3 * 64 * 1024);
    const r = await runCommand(t.deps, 'import-jobs', [file]);
    // Header on line 1, then two lines per job: the bad row starts on line 2 + 400 × 2.
    expect(r.output).toEqual(['linha 802: estado inválido: use a sigla (UF) ou o nome do estado.', 'importados: 400, atualizados: 0, rejeitados: 1']);
    expect((await byExternalId('big-399'))!.description).toBe(`Primeira linha\nSegunda linha, com vírgula e "aspas" ${'x'.repeat(450)}`);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});

describe('import-jobs: salary range, apply link, remote region, PcD (decision 1503)', () => {
  it('reads the range (salary_min as an alias), currency, period, apply link, region and flag; rejects what is wrong with a pt-BR reason', async () => {
    const r = await importFile('our-format-facts.json');
    expect(r.output).toEqual([
      'registro 4: salário máximo menor que o mínimo.',
      'registro 5: salário e salary_min diferem: informe um só (salary_min é o mesmo campo).',
      'registro 6: moeda inválida: use o código ISO 4217, por exemplo BRL ou USD.; período do salário inválido: use hour, day, week, month ou year (hora, dia, semana, mês, ano).',
      'registro 7: apply_url inválida: use http://, https:// ou um caminho começando com /.; vaga afirmativa (PcD) inválida: use true ou false (sim ou não).',
      'importados: 3, atualizados: 0, rejeitados: 4',
    ]);
    expect(await byExternalId('facts-1')).toMatchObject({
      salary: 8000,
      salaryMax: 12000,
      salaryCurrency: 'BRL',
      salaryPeriod: 'month',
      workModel: 'remoto',
      remoteRegion: 'Brasil',
      applyUrl: 'https://ipe.gupy.io/jobs/1/candidatura',
      url: 'https://ipe.com.br/vagas/1',
      affirmative: true,
    });
    expect(await byExternalId('facts-2')).toMatchObject({ salary: 150, salaryMax: 220.5, salaryPeriod: 'hour', salaryCurrency: 'BRL', affirmative: false, applyUrl: null });
    expect(await byExternalId('facts-3')).toMatchObject({ salary: null, salaryMax: 90000, salaryPeriod: 'year', salaryCurrency: 'USD', affirmative: true });
    for (const id of ['facts-4', 'facts-5', 'facts-6', 'facts-7']) expect(await byExternalId(id), id).toBeUndefined();
  });

  it('maps a remote JobPosting: range ends, currency, unit and the countries it is open to', async () => {
    expect((await importFile('jobposting-remote.json')).output).toEqual(['importados: 1, atualizados: 0, rejeitados: 0']);
    expect(await byExternalId('Sabiá:SB-9')).toMatchObject({
      workModel: 'remoto',
      remoteRegion: 'Brasil, Portugal',
      salary: null,
      salaryMax: 6000,
      salaryCurrency: 'USD',
      salaryPeriod: 'month',
    });
  });

  it('reads the same fields from Portuguese CSV headers', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-facts-'));
    const file = path.join(dir, 'vagas.csv');
    fs.writeFileSync(
      file,
      'id;título;salário_mínimo;salário_máximo;moeda;período;link_candidatura;região_remoto;pcd\n' +
        'csv-facts-1;Analista de Suporte;3.500,00;4.200,00;BRL;mensal;https://ats.exemplo.com/1;América Latina;sim\n' +
        'csv-facts-2;Analista Júnior;5.000,00;4.000,00;;;;;não\n',
    );
    const r = await runCommand(t.deps, 'import-jobs', [file]);
    expect(r.output).toEqual(['linha 3: salário máximo menor que o mínimo.', 'importados: 1, atualizados: 0, rejeitados: 1']);
    expect(await byExternalId('csv-facts-1')).toMatchObject({
      salary: 3500,
      salaryMax: 4200,
      salaryPeriod: 'month',
      applyUrl: 'https://ats.exemplo.com/1',
      remoteRegion: 'América Latina',
      affirmative: true,
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
