import type { ReactNode } from 'react';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import type { Comparison } from '../lib/compare.ts';
import { BreakdownTable, Figure, type BreakdownRow } from './breakdown-table.tsx';

const minus = (value: number) => (value > 0 ? `− ${formatMoney(value)}` : formatMoney(0));
const plus = (value: number) => `+ ${formatMoney(value)}`;
const NOT_AVAILABLE = '—';

/** CLT lines (docs/decisions/1701): gross, INSS, IRRF, the month's net, 13º and férias a month, benefits, take-home; FGTS apart. */
export function CltTable({ columns, caption }: { columns: Comparison[]; caption: string }) {
  const cell = (render: (r: NonNullable<Comparison['clt']>) => ReactNode) => columns.map((c) => (c.clt ? render(c.clt) : NOT_AVAILABLE));
  const rows: BreakdownRow[] = [
    { label: 'Salário bruto', cells: cell((r) => formatMoney(r.gross)) },
    { label: 'INSS', cells: cell((r) => minus(r.month.inss)) },
    {
      label: 'IRRF',
      cells: cell((r) => <Figure value={minus(r.month.irrf.tax)} note={r.month.irrf.reduction > 0 ? `redução de ${formatMoney(r.month.irrf.reduction)}` : undefined} />),
    },
    { label: 'Líquido do mês', cells: cell((r) => formatMoney(r.month.net)) },
    { label: '13º e férias (por mês)', cells: cell((r) => plus(r.extrasPerMonth)) },
    { label: 'Benefícios', cells: cell((r) => plus(r.benefits)) },
    { label: 'Sobra por mês', cells: cell((r) => formatMoney(r.takeHome)), kind: 'total' },
    { label: 'FGTS (não entra na sobra)', cells: cell((r) => formatMoney(r.fgtsPerMonth)), kind: 'apart' },
  ];
  return <BreakdownTable caption={caption} columns={columns.map((c) => c.label)} rows={rows} />;
}

/** PJ lines: revenue, DAS (annex and effective rate), the pró-labore's INSS and IRRF, accountant, take-home. */
export function PjTable({ columns, caption }: { columns: Comparison[]; caption: string }) {
  const cell = (render: (r: NonNullable<Comparison['pj']>) => ReactNode) => columns.map((c) => (c.pj ? render(c.pj) : NOT_AVAILABLE));
  const rows: BreakdownRow[] = [
    { label: 'Faturamento', cells: cell((r) => formatMoney(r.revenue)) },
    {
      label: 'DAS (Simples Nacional)',
      cells: cell((r) => (r.das ? <Figure value={minus(r.das.das)} note={`Anexo ${r.das.annex} · ${formatPercent(r.das.effectiveRate)}`} /> : 'Acima do limite')),
    },
    { label: 'INSS do pró-labore', cells: cell((r) => <Figure value={minus(r.proLaboreInss)} note={`pró-labore ${formatMoney(r.proLabore)}`} />) },
    { label: 'IRRF do pró-labore', cells: cell((r) => minus(r.proLaboreIrrf.tax)) },
    { label: 'Contador', cells: cell((r) => minus(r.accountant)) },
    { label: 'Sobra por mês', cells: cell((r) => formatMoney(r.takeHome)), kind: 'total' },
  ];
  return <BreakdownTable caption={caption} columns={columns.map((c) => c.label)} rows={rows} />;
}
