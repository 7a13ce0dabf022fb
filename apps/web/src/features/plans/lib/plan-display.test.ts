import type { Plan } from '@rumo/contract';
import { describe, expect, it } from 'vitest';
import { planFeatureRows, planPrice } from './plan-display.ts';

const plan = (name: string, price: number, features: Plan['features'] = []): Plan => ({ uuid: name, id: price, name, price, is_highlighter: false, is_current: false, features });

describe('plan display', () => {
  it('formats prices for pt-BR with R$', () => {
    expect(planPrice(plan('Pro', 29.9)).replace(/\s/g, ' ')).toBe('R$ 29,90');
    expect(planPrice(plan('Gratuito', 0)).replace(/\s/g, ' ')).toBe('R$ 0,00');
    expect(planPrice(plan('Empresa', 1234.5)).replace(/\s/g, ' ')).toBe('R$ 1.234,50');
  });

  it('lists every known feature in order, missing ones as not included', () => {
    const rows = planFeatureRows(
      plan('Pro', 29.9, [
        { key: 'journey', enabled: true },
        { key: 'extra', enabled: true },
      ]),
      [
        { key: 'job_search', label: 'Busca de vagas', description: '' },
        { key: 'journey', label: 'Jornada de aprendizagem', description: '' },
      ],
    );
    expect(rows.map((r) => [r.label, r.enabled])).toEqual([
      ['Busca de vagas', false],
      ['Jornada de aprendizagem', true],
      ['extra', true],
    ]);
  });
});
