import { takeHomeTablesFor, type SalaryRange } from '@rumo/contract';
import { useEffect, useId, useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { compare, DEPENDENTS_MAX, parseAmount, parseInputs, type Comparison } from '../lib/compare.ts';
import { jobOffer, offerSide, PERIOD_CONVERSION, type OfferSide } from '../lib/job-offer.ts';
import { readSavedInputs, saveInputs, type TakeHomeInputs } from '../lib/saved-inputs.ts';
import { HowWeCalculate } from './how-we-calculate.tsx';
import { CltTable, PjTable } from './regime-tables.tsx';

export type TakeHomeSectionProps = { job: SalaryRange & { job_type: string | null } };

const AMOUNT_LABEL: Record<OfferSide, string> = { clt: 'Salário CLT', pj: 'Faturamento PJ', both: 'Valor bruto' };
const INTRO: Record<OfferSide, string> = {
  clt: 'A vaga é CLT: calculamos o salário líquido e quanto você precisaria faturar como PJ para sobrar o mesmo.',
  pj: 'A vaga é PJ: calculamos o que sobra pelo Simples Nacional e o salário CLT que deixaria o mesmo.',
  both: 'Calculamos o que sobra do salário da vaga como CLT e como PJ, e a equivalência entre os dois.',
};
const CAPTIONS: Record<OfferSide, { clt: string; pj: string }> = {
  clt: { clt: 'CLT: a proposta', pj: 'PJ: faturamento que deixa a mesma sobra' },
  pj: { clt: 'CLT: salário que deixa a mesma sobra', pj: 'PJ: a proposta' },
  both: { clt: 'CLT com este valor', pj: 'PJ com este valor' },
};
const PRO_LABORE_OPTIONS = [
  { value: 'fator-r', label: '28% do faturamento' },
  { value: 'minimo', label: 'Um salário mínimo' },
];

const amountText = (value: number) => value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * 'Quanto sobra por mês' on a job page (issue 17 item 2; docs/decisions/1701): the job's salary as
 * editable amounts, the user's benefits and costs (remembered on this device), the CLT and PJ lines
 * for each amount and the equivalence each way. Loaded on demand, after the page's first screen.
 */
export function TakeHomeSection({ job }: TakeHomeSectionProps) {
  const titleId = useId();
  const offer = useMemo(() => jobOffer(job), [job]);
  const side = offerSide(job.job_type);
  const initialAmounts = offer.kind === 'reais' ? offer.amounts : [{ label: 'Valor', amount: null }];
  const [amounts, setAmounts] = useState(() => initialAmounts.map((a) => (a.amount === null ? '' : amountText(a.amount))));
  const [inputs, setInputs] = useState<TakeHomeInputs>(readSavedInputs);
  useEffect(() => saveInputs(inputs), [inputs]);

  const { tables, exact } = takeHomeTablesFor(new Date().getFullYear());
  const parsedAmounts = amounts.map(parseAmount);
  const parsed = parseInputs(inputs);
  const columns: Comparison[] =
    parsed.values === null ? [] : parsedAmounts.flatMap((p, i) => (p.amount === null ? [] : [compare(initialAmounts[i]!.label, p.amount, side, parsed.values!, tables)]));
  const set = (field: keyof TakeHomeInputs) => (event: { target: { value: string } }) => setInputs((current) => ({ ...current, [field]: event.target.value }));

  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          Quanto sobra por mês
        </h2>
        <p className="text-sm text-slate-600">
          {INTRO[side]} Tabelas oficiais de {tables.year}.{!exact && ` Ainda não temos as de ${new Date().getFullYear()}.`}
        </p>
      </div>

      {offer.kind === 'none' && <p className="text-sm text-slate-700">Esta vaga não informa o salário (a combinar). Digite um valor mensal para ver quanto sobraria.</p>}
      {offer.kind === 'other-currency' && (
        <Alert type="info" title={`Salário em ${offer.currency}: ${offer.text}`}>
          As tabelas de INSS, IRRF e Simples Nacional valem para valores em reais, e converter pelo câmbio do dia daria uma sobra que muda todo dia. Por isso não calculamos com
          este salário; digite um valor mensal em reais para simular.
        </Alert>
      )}
      {offer.kind === 'reais' && offer.converted && (
        <p className="text-sm text-slate-700">
          A vaga informa {offer.converted.text}; convertemos para o mês com {PERIOD_CONVERSION[offer.converted.period]}.
        </p>
      )}

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Valores da proposta (por mês)</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {amounts.map((text, i) => (
            <Input
              key={i}
              label={initialAmounts.length > 1 ? `${AMOUNT_LABEL[side]} (${initialAmounts[i]!.label.toLowerCase()})` : AMOUNT_LABEL[side]}
              inputMode="decimal"
              placeholder="8.000,00"
              value={text}
              error={parsedAmounts[i]!.error}
              onChange={(event) => {
                const value = event.target.value;
                setAmounts((current) => current.map((old, j) => (j === i ? value : old)));
              }}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Seus dados</legend>
        <p className="-mt-1 text-xs text-slate-600">Ficam guardados só neste aparelho, para as próximas vagas.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Input label="Dependentes" type="number" min={0} max={DEPENDENTS_MAX} step={1} value={inputs.dependents} error={parsed.errors.dependents} onChange={set('dependents')} />
          <Input
            label="Vale-refeição/alimentação"
            hint="CLT, por mês"
            inputMode="decimal"
            placeholder="0,00"
            value={inputs.meal}
            error={parsed.errors.meal}
            onChange={set('meal')}
          />
          <Input
            label="Plano de saúde pago pela empresa"
            hint="CLT, por mês"
            inputMode="decimal"
            placeholder="0,00"
            value={inputs.health}
            error={parsed.errors.health}
            onChange={set('health')}
          />
          <Input label="Outros benefícios" hint="CLT, por mês" inputMode="decimal" placeholder="0,00" value={inputs.other} error={parsed.errors.other} onChange={set('other')} />
          <Input label="Contador" hint="PJ, por mês" inputMode="decimal" value={inputs.accountant} error={parsed.errors.accountant} onChange={set('accountant')} />
          <Select
            label="Pró-labore"
            hint="PJ: com 28% (Fator R), Anexo III; com o mínimo, Anexo V"
            options={PRO_LABORE_OPTIONS}
            value={inputs.proLaboreMode}
            onChange={set('proLaboreMode')}
          />
        </div>
      </fieldset>

      {columns.length > 0 ? (
        <div className="flex flex-col gap-6">
          {/* The tables change on every keystroke; a screen reader hears just the two results, not the tables again. */}
          <p aria-live="polite" className="sr-only">
            Sobra por mês: CLT {columns[0]!.clt ? formatMoney(columns[0]!.clt.takeHome) : 'não calculada'}; PJ{' '}
            {columns[0]!.pj ? formatMoney(columns[0]!.pj.takeHome) : 'não calculada'}.
          </p>
          {/* One under the other: the page's main column is too narrow for two tables of three columns side by side. */}
          <CltTable columns={columns} caption={CAPTIONS[side].clt} />
          <PjTable columns={columns} caption={CAPTIONS[side].pj} />
          <Equivalences columns={columns} />
          {columns.some((c) => c.pj?.profitAboveWithholdingThreshold) && tables.dividendWithholding && (
            <p className="text-sm text-slate-700">
              O lucro distribuído passa de {formatMoney(tables.dividendWithholding.monthlyThreshold)} por mês: a Lei 15.270/2025 retém 10% dele na fonte, o que não descontamos
              (depende de como e quando a empresa distribui).
            </p>
          )}
        </div>
      ) : (
        parsed.values !== null && <p className="text-sm text-slate-700">Digite um valor mensal para ver o cálculo.</p>
      )}
      <HowWeCalculate tables={tables} />
    </section>
  );
}

function Equivalences({ columns }: { columns: Comparison[] }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-base font-semibold text-slate-900">Equivalência</h3>
      <ul className="flex flex-col gap-1 text-sm text-slate-700">
        {columns.flatMap((c) => [
          <li key={`${c.label}-clt`}>
            {formatMoney(c.amount)} em CLT equivale a{' '}
            {c.pjMatchingClt === null ? 'um faturamento acima do limite do Simples Nacional' : <strong>faturar {formatMoney(c.pjMatchingClt)}</strong>} por mês como PJ.
          </li>,
          <li key={`${c.label}-pj`}>
            {formatMoney(c.amount)} de faturamento PJ equivale a{' '}
            {c.cltMatchingPj === null ? 'um salário CLT acima do que calculamos' : <strong>um salário CLT de {formatMoney(c.cltMatchingPj)}</strong>}.
          </li>,
        ])}
      </ul>
    </div>
  );
}

export { TakeHomeSection as Component };
