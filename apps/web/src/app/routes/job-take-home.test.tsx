import { screen, within } from '@testing-library/react';
import type { JobDetail } from '@rumo/contract';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { server } from '../../test/server.ts';
import { makeJob } from '../../features/jobs/tests/jobs-fixtures.ts';

// The job page composes the jobs feature and take-home (features/take-home). The figures are the contract's hand-worked examples (packages/contract/src/take-home/*.test.ts, decision 1701):
// CLT R$ 10.000,00 leaves R$ 8.263,97 a month; PJ with Fator R leaves as much from R$ 9.419,23.

function serve(job: JobDetail) {
  server.use(
    http.get(`*/api/v1/jobs/${job.uuid}`, () => HttpResponse.json({ data: job })),
    http.get('*/api/v1/applications', () => HttpResponse.json({ data: [], meta: { total: 0, per_page: 1, last_page: 1, current_page: 1 } })),
  );
  return renderApp(`/jobs/${job.uuid}`, { session: demoSession });
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\u00a0/g, ' ');
/** The text of a table's line, by the table's caption and the line's header. */
const line = (table: string, item: string) =>
  text(
    within(screen.getByRole('table', { name: table }))
      .getByRole('rowheader', { name: item })
      .closest('tr'),
  );

describe("job page: 'Quanto sobra por mês'", () => {
  it('shows a CLT offer line by line, the PJ revenue that matches it and how each figure is computed', async () => {
    serve(makeJob(41, { salary: 10_000, job_type: 'CLT' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Quanto sobra por mês' })).toBeInTheDocument();
    expect(screen.getByLabelText('Salário CLT')).toHaveValue('10.000,00');

    expect(line('CLT: a proposta', 'Salário bruto')).toContain('R$ 10.000,00');
    expect(line('CLT: a proposta', 'INSS')).toContain('− R$ 988,07');
    expect(line('CLT: a proposta', 'IRRF')).toContain('− R$ 1.569,55');
    expect(line('CLT: a proposta', 'Líquido do mês')).toContain('R$ 7.442,38');
    expect(line('CLT: a proposta', '13º e férias (por mês)')).toContain('+ R$ 821,59');
    expect(line('CLT: a proposta', 'Benefícios')).toContain('+ R$ 0,00');
    expect(line('CLT: a proposta', 'Sobra por mês')).toContain('R$ 8.263,97');
    expect(line('CLT: a proposta', 'FGTS (não entra na sobra)')).toContain('R$ 888,89');

    const pj = 'PJ: faturamento que deixa a mesma sobra';
    expect(line(pj, 'Faturamento')).toContain('R$ 9.419,23');
    expect(line(pj, 'DAS (Simples Nacional)')).toContain('− R$ 565,15');
    expect(line(pj, 'DAS (Simples Nacional)')).toContain('Anexo III · 6,00%');
    expect(line(pj, 'INSS do pró-labore')).toContain('pró-labore R$ 2.637,39');
    expect(line(pj, 'Contador')).toContain('− R$ 300,00');
    expect(line(pj, 'Sobra por mês')).toContain('R$ 8.263,97');
    expect(text(screen.getByRole('heading', { name: 'Equivalência' }).parentElement)).toContain('R$ 10.000,00 em CLT equivale a faturar R$ 9.419,23 por mês como PJ.');

    const how = screen.getByText('Como calculamos');
    expect(text(how.closest('details'))).toContain('Portaria Interministerial MPS/MF nº 13, de 9/1/2026');
    expect(text(how.closest('details'))).toContain('teto de R$ 8.475,55');
  });

  it('recomputes as the user types a benefit and remembers it on this device', async () => {
    const { user } = serve(makeJob(42, { salary: 10_000, job_type: 'CLT' }));
    const meal = await screen.findByLabelText('Vale-refeição/alimentação');
    await user.type(meal, '800');
    // 8.263,97 + 800 = 9.063,97; the PJ side must now leave as much, so it needs more revenue.
    expect(line('CLT: a proposta', 'Benefícios')).toContain('+ R$ 800,00');
    expect(line('CLT: a proposta', 'Sobra por mês')).toContain('R$ 9.063,97');
    expect(line('PJ: faturamento que deixa a mesma sobra', 'Sobra por mês')).toContain('R$ 9.063,97');
    expect(line('PJ: faturamento que deixa a mesma sobra', 'Faturamento')).not.toContain('R$ 9.419,23');
    expect(JSON.parse(localStorage.getItem('rumo.take-home') ?? '{}')).toMatchObject({ meal: '800' });

    // Changing the offer itself: R$ 6.000,00 gives the hand-worked R$ 5.476,78 + 800.
    const amount = screen.getByLabelText('Salário CLT');
    await user.clear(amount);
    await user.type(amount, '6.000,00');
    expect(line('CLT: a proposta', 'IRRF')).toContain('− R$ 385,11');
    expect(line('CLT: a proposta', 'IRRF')).toContain('redução de R$ 179,75');
    expect(line('CLT: a proposta', 'Sobra por mês')).toContain('R$ 6.276,78');
  });

  it('reads the saved figures back, and says what is wrong with a bad one', async () => {
    localStorage.setItem('rumo.take-home', JSON.stringify({ dependents: '2', meal: '800', health: '300', other: '', accountant: '300', proLaboreMode: 'fator-r' }));
    const { user } = serve(makeJob(43, { salary: 6000, job_type: 'CLT' }));
    // Hand-worked in clt.test.ts: R$ 6.000,00, two dependants, R$ 1.100,00 of benefits → R$ 6.689,75.
    expect(await screen.findByLabelText('Dependentes')).toHaveValue(2);
    expect(line('CLT: a proposta', 'Sobra por mês')).toContain('R$ 6.689,75');

    await user.type(screen.getByLabelText(/Contador/), 'abc');
    expect(screen.getByText('Informe um valor em reais, por exemplo 800,00.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'CLT: a proposta' })).toBeNull();
  });

  it('a PJ range: both ends, Anexo V with one minimum wage of pró-labore, and the CLT salary matching each', async () => {
    localStorage.setItem('rumo.take-home', JSON.stringify({ proLaboreMode: 'minimo' }));
    serve(makeJob(44, { salary: 10_000, salary_max: 20_000, job_type: 'PJ' }));
    expect(await screen.findByLabelText('Faturamento PJ (mínimo)')).toHaveValue('10.000,00');
    expect(screen.getByLabelText('Faturamento PJ (máximo)')).toHaveValue('20.000,00');
    // pj.test.ts: 10.000 → DAS 1.550 (V, 15,5%), take-home 7.971,69; 20.000 → DAS 3.225 (V, 16,125%), 16.296,69.
    const das = line('PJ: a proposta', 'DAS (Simples Nacional)');
    expect(das).toContain('− R$ 1.550,00');
    expect(das).toContain('Anexo V · 15,50%');
    expect(das).toContain('− R$ 3.225,00');
    expect(das).toContain('Anexo V · 16,13%');
    expect(line('PJ: a proposta', 'Sobra por mês')).toMatch(/R\$ 7\.971,69.*R\$ 16\.296,69/);
    expect(line('CLT: salário que deixa a mesma sobra', 'Sobra por mês')).toMatch(/R\$ 7\.971,69.*R\$ 16\.296,69/);
    expect(screen.getAllByRole('columnheader', { name: 'Máximo' })).toHaveLength(2);
  });

  it('converts an hourly salary to the month and says so', async () => {
    serve(makeJob(45, { salary: 50, salary_period: 'hour', job_type: 'Freelancer' }));
    // 50 × 220 = 11.000,00; another contract type gets both regimes at the amount.
    expect(await screen.findByLabelText('Valor bruto')).toHaveValue('11.000,00');
    expect(screen.getByText(/convertemos para o mês com 220 horas por mês/)).toBeInTheDocument();
    expect(line('CLT com este valor', 'Salário bruto')).toContain('R$ 11.000,00');
    expect(line('PJ com este valor', 'Faturamento')).toContain('R$ 11.000,00');
  });

  it('does not compute a salary in another currency, says why, and takes a value in reais', async () => {
    const { user } = serve(makeJob(46, { salary: 5000, salary_currency: 'USD', job_type: 'PJ' }));
    expect(await screen.findByText(/As tabelas de INSS, IRRF e Simples Nacional valem para valores em reais/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.type(screen.getByLabelText('Faturamento PJ'), '10000');
    expect(line('PJ: a proposta', 'Sobra por mês')).toContain('R$ 8.792,00');
  });

  it("'A combinar' asks for a value", async () => {
    const { user } = serve(makeJob(47, { salary: null, salary_max: null, job_type: 'CLT' }));
    expect(await screen.findByText(/Esta vaga não informa o salário/)).toBeInTheDocument();
    expect(screen.getByLabelText('Salário CLT')).toHaveValue('');
    await user.type(screen.getByLabelText('Salário CLT'), '1621');
    expect(line('CLT: a proposta', 'Sobra por mês')).toContain('R$ 1.665,36');
  });
});
