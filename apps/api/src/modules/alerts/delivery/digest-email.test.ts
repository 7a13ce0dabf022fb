import { describe, expect, it } from 'vitest';
import { renderDigestEmail, salaryRange, type Digest } from './digest-email.ts';

const digest: Digest = {
  to: 'ana@teste.rumo.app',
  userId: '00000000-0000-4000-8000-000000000001',
  name: 'Ana <b>Souza</b>',
  frequency: 'weekly',
  publicUrl: 'https://rumo.example',
  alerts: [
    {
      position: 'Desenvolvedor Front-end',
      type: 'CLT',
      city: 'São Paulo',
      state: 'SP',
      minSalary: 5000,
      maxSalary: 0,
      unsubscribeUrl: 'https://rumo.example/api/v1/job-alerts/unsubscribe?token=1.abc&x="y"',
      jobs: [
        {
          id: 'a1',
          title: 'Dev <script>alert(1)</script>',
          company: null,
          city: 'São Paulo',
          state: 'SP',
          salary: null,
          salaryMax: null,
          salaryCurrency: 'BRL',
          salaryPeriod: 'month',
        },
        {
          id: 'a2',
          title: 'Desenvolvedora Front-end Sênior',
          company: 'Ipê Software',
          city: 'São Paulo',
          state: 'SP',
          salary: 12000,
          salaryMax: 15000,
          salaryCurrency: 'BRL',
          salaryPeriod: 'month',
        },
      ],
    },
  ],
};

describe('renderDigestEmail', () => {
  it('writes a pt-BR subject with the count and period', () => {
    expect(renderDigestEmail(digest).subject).toBe('Rumo: 2 novas vagas para os seus alertas (resumo semanal)');
    const one = { ...digest, frequency: 'daily' as const, alerts: [{ ...digest.alerts[0]!, jobs: [digest.alerts[0]!.jobs[1]!] }] };
    expect(renderDigestEmail(one).subject).toBe('Rumo: 1 nova vaga para os seus alertas (resumo diário)');
  });

  it('lists the jobs with links, empty-value texts and the unsubscribe link in the text part', () => {
    const { text, to } = renderDigestEmail(digest);
    expect(to).toBe('ana@teste.rumo.app');
    expect(text).toContain('https://rumo.example/jobs/a1');
    expect(text).toContain('https://rumo.example/jobs/a2');
    expect(text).toContain('Confidencial');
    expect(text).toContain('A combinar');
    // The job's range through the one formatter the web uses too (docs/decisions/1503).
    expect(text.replace(/\u00a0/g, ' ')).toContain('Ipê Software — São Paulo/SP — R$ 12.000 – R$ 15.000');
    expect(text).toContain('Desenvolvedor Front-end · CLT · São Paulo/SP · a partir de R$');
    expect(text).toContain(digest.alerts[0]!.unsubscribeUrl);
    expect(text).toContain('https://rumo.example/job-alerts');
  });

  it("names a job without a city 'Local não informado', never 'Confidential' (DECISIONS, Jobs)", () => {
    const noCity = {
      ...digest,
      alerts: [
        {
          ...digest.alerts[0]!,
          jobs: [
            { ...digest.alerts[0]!.jobs[1]!, city: null, state: 'SP' },
            { ...digest.alerts[0]!.jobs[0]!, city: null, state: null },
          ],
        },
      ],
    };
    const { text, html } = renderDigestEmail(noCity);
    expect(text).toContain('Local não informado/SP');
    expect(text).toContain('Local não informado');
    expect(`${text}${html}`).not.toContain('Confidential');
  });

  it('escapes every value in the HTML part', () => {
    const { html } = renderDigestEmail(digest);
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dev &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Olá, Ana!');
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="https://rumo.example/api/v1/job-alerts/unsubscribe?token=1.abc&amp;x=&quot;y&quot;"');
    expect(html).toContain('href="https://rumo.example/jobs/a2"');
    expect(html).toContain('lang="pt-BR"');
  });

  it('describes salary ranges', () => {
    expect(salaryRange(0, 0)).toBe('qualquer salário');
    expect(salaryRange(3000, 0)).toMatch(/^a partir de R\$\s3\.000,00$/);
    expect(salaryRange(0, 9000)).toMatch(/^até R\$\s9\.000,00$/);
    expect(salaryRange(3000, 9000)).toMatch(/^R\$\s3\.000,00 a R\$\s9\.000,00$/);
  });
});
