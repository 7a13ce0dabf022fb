import type { MatchBreakdown, MatchFactor } from '@rumo/contract';
import { formatMoney } from '../../../lib/format.ts';

/** The factors in the order the page explains them (docs/decisions/1704). */
export const FACTOR_ORDER: MatchFactor[] = ['skills', 'seniority', 'location', 'job_type', 'salary'];

export const FACTOR_LABEL: Record<MatchFactor, string> = {
  skills: 'Habilidades',
  seniority: 'Senioridade',
  location: 'Local',
  job_type: 'Tipo de contratação',
  salary: 'Salário',
};

/** Why a factor is left out of the score, for 'Não entram na conta: …'. */
const NOT_COUNTED: Record<MatchFactor, string> = {
  skills: 'habilidades (a vaga não lista habilidades)',
  seniority: 'senioridade (a vaga não informa o nível)',
  location: 'local (falta o estado da vaga ou do seu currículo)',
  job_type: 'tipo de contratação (a vaga não informa ou você aceita qualquer tipo)',
  salary: 'salário (a vaga não informa um salário em reais ou seu currículo não tem o último salário)',
};

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
/** Points as the page prints them: '25', '7,5'. */
export const formatPoints = (points: number): string => numberFormat.format(points);

/** 'CLT', 'CLT e PJ', 'CLT, PJ e Estágio'. */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} e ${items[items.length - 1]}`;
}

const years = (value: number): string => {
  const whole = Math.floor(value);
  if (whole < 1) return 'menos de 1 ano';
  return whole === 1 ? '1 ano' : `${whole} anos`;
};

const WORK_MODEL_PHRASE = { híbrido: 'Vaga híbrida', presencial: 'Vaga presencial' } as const;

/** One plain sentence per factor that applies, as the job page reads it. */
export function factorSentence(factor: MatchFactor, breakdown: MatchBreakdown): string | null {
  switch (factor) {
    case 'skills': {
      const s = breakdown.skills;
      if (!s) return null;
      const asked = s.matched.length + s.missing.length;
      return asked === 1 ? `Você tem ${s.matched.length} da 1 habilidade pedida` : `Você tem ${s.matched.length} das ${asked} habilidades pedidas`;
    }
    case 'seniority': {
      const s = breakdown.seniority;
      if (!s) return null;
      const yours = `Sua experiência soma ${years(s.cv_years)} (${s.cv_level})`;
      return s.cv_level === s.job ? `${yours}, o nível que a vaga pede` : `${yours}; a vaga pede ${s.job}`;
    }
    case 'location': {
      const l = breakdown.location;
      if (!l) return null;
      if (l.work_model === 'remoto') return 'Vaga remota';
      const job = `${l.work_model ? WORK_MODEL_PHRASE[l.work_model] : 'Vaga'} em ${l.job_state ?? 'estado não informado'}`;
      return l.cv_state && l.job_state && l.points > 0 ? `${job}, o estado do seu currículo` : `${job}; seu currículo é de ${l.cv_state ?? 'estado não informado'}`;
    }
    case 'job_type': {
      const t = breakdown.job_type;
      if (!t) return null;
      const accepted = `Contrato ${t.job} — você aceita ${joinList(t.accepted)}`;
      return t.accepted.includes(t.job) ? accepted : `${accepted}, não ${t.job}`;
    }
    case 'salary': {
      const s = breakdown.salary;
      if (!s) return null;
      return `A vaga paga até ${formatMoney(s.job_monthly_top)} por mês; seu último salário foi ${formatMoney(s.last_salary)}`;
    }
  }
}

export type FactorLine = { factor: MatchFactor; label: string; points: string; max: string; sentence: string };

/** The factors that count, each with its points ('Habilidades: 25 de 50') and its sentence. */
export function countedFactors(breakdown: MatchBreakdown): FactorLine[] {
  return FACTOR_ORDER.flatMap((factor) => {
    const part = breakdown[factor];
    const sentence = factorSentence(factor, breakdown);
    if (!part || !sentence) return [];
    return [{ factor, label: FACTOR_LABEL[factor], points: formatPoints(part.points), max: formatPoints(part.max), sentence }];
  });
}

/** 'Não entram na conta: …' — every factor left out, with why, so every number on the page is explained. */
export function notCountedText(breakdown: MatchBreakdown): string | null {
  const left = FACTOR_ORDER.filter((factor) => breakdown[factor] === null);
  if (left.length === 0) return null;
  const text = joinList(left.map((factor) => NOT_COUNTED[factor]));
  return `Não entram na conta: ${text}.`;
}

/** 'Somando 52 de 75 pontos possíveis': how the score comes out of the lines above it. */
export function pointsSummary(breakdown: MatchBreakdown): string {
  const parts = FACTOR_ORDER.map((factor) => breakdown[factor]).filter((part) => part !== null);
  const earned = parts.reduce((sum, part) => sum + part.points, 0);
  const possible = parts.reduce((sum, part) => sum + part.max, 0);
  return `${formatPoints(earned)} de ${formatPoints(possible)} pontos possíveis`;
}
