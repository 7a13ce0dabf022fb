import { describe, expect, it } from 'vitest';
import { countedFactors, factorSentence, joinList, notCountedText, pointsSummary } from '../lib/match-explanation.ts';
import { sampleBreakdown } from './match-fixtures.ts';

describe('match explanation (decision 1704)', () => {
  it('says each factor in a plain sentence with its points', () => {
    expect(countedFactors(sampleBreakdown).map((line) => `${line.label}: ${line.points} de ${line.max} — ${line.sentence}`)).toEqual([
      'Habilidades: 25 de 50 — Você tem 2 das 4 habilidades pedidas',
      'Senioridade: 15 de 15 — Sua experiência soma 4 anos (Pleno), o nível que a vaga pede',
      'Local: 15 de 15 — Vaga remota',
      'Tipo de contratação: 10 de 10 — Contrato PJ — você aceita CLT e PJ',
      'Salário: 0 de 10 — A vaga paga até R$\u00a06.000,00 por mês; seu último salário foi R$\u00a08.000,00',
    ]);
    expect(pointsSummary(sampleBreakdown)).toBe('65 de 100 pontos possíveis');
    expect(notCountedText(sampleBreakdown)).toBeNull();
  });

  it('explains misses and half points as they are', () => {
    const b = {
      ...sampleBreakdown,
      seniority: { points: 7.5, max: 15, job: 'Sênior' as const, cv_level: 'Pleno' as const, cv_years: 4.2 },
      location: { points: 0, max: 15, work_model: 'híbrido' as const, job_state: 'RJ', cv_state: 'SP' },
      job_type: { points: 0, max: 10, job: 'PJ' as const, accepted: ['CLT' as const] },
    };
    expect(factorSentence('seniority', b)).toBe('Sua experiência soma 4 anos (Pleno); a vaga pede Sênior');
    expect(factorSentence('location', b)).toBe('Vaga híbrida em RJ; seu currículo é de SP');
    expect(factorSentence('job_type', b)).toBe('Contrato PJ — você aceita CLT, não PJ');
    expect(countedFactors(b)[1]).toMatchObject({ points: '7,5', max: '15' });
    expect(pointsSummary(b)).toBe('32,5 de 100 pontos possíveis');
  });

  it('lists what does not count, so every number is explained', () => {
    const b = { ...sampleBreakdown, seniority: null, salary: null };
    expect(countedFactors(b).map((l) => l.factor)).toEqual(['skills', 'location', 'job_type']);
    expect(notCountedText(b)).toBe(
      'Não entram na conta: senioridade (a vaga não informa o nível) e salário (a vaga não informa um salário em reais ou seu currículo não tem o último salário).',
    );
    expect(pointsSummary(b)).toBe('50 de 75 pontos possíveis');
  });

  it('joins lists the Portuguese way', () => {
    expect(joinList(['CLT'])).toBe('CLT');
    expect(joinList(['CLT', 'PJ', 'Estágio'])).toBe('CLT, PJ e Estágio');
  });
});
