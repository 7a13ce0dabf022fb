import { inssCeiling, type TakeHomeTables } from '@rumo/contract';
import { ChevronDown } from 'lucide-react';
import { formatMoney, formatPercent } from '../../../lib/format.ts';

/**
 * 'Como calculamos': every figure of the section explained, with the values and acts of the year's
 * tables read from the tables themselves (docs/decisions/1701). A native <details>: keyboard and
 * screen readers for free.
 */
export function HowWeCalculate({ tables }: { tables: TakeHomeTables }) {
  const { irrf, simples } = tables;
  const bands = tables.inss.employeeBands;
  const reduction = irrf.reduction;
  return (
    <details className="group rounded-xl border border-slate-200 bg-slate-50">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
        Como calculamos
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180" />
      </summary>
      <div className="flex flex-col gap-3 px-4 pb-4 text-sm leading-relaxed text-slate-700">
        <p>Usamos as tabelas oficiais de {tables.year}. Os valores são mensais e consideram um ano inteiro de trabalho; é uma estimativa, não um cálculo de folha.</p>
        <h3 className="font-semibold text-slate-900">CLT</h3>
        <ul className="ml-5 list-disc space-y-1">
          <li>
            INSS: alíquotas progressivas de {formatPercent(bands[0]!.rate, { prose: true })} a {formatPercent(bands.at(-1)!.rate, { prose: true })}, cada uma sobre a parte do
            salário na sua faixa, até o teto de {formatMoney(inssCeiling(tables))}.
          </li>
          <li>
            IRRF: tabela mensal sobre o salário menos o INSS e {formatMoney(irrf.dependentDeduction)} por dependente, ou menos o desconto simplificado de{' '}
            {formatMoney(irrf.simplifiedDeduction)} quando ele for maior.
            {reduction &&
              ` Depois, a redução da Lei 15.270/2025: o imposto fica zero para rendimentos até ${formatMoney(reduction.fullUpTo)} e diminui aos poucos até ${formatMoney(reduction.partialUpTo)}.`}
          </li>
          <li>
            13º salário: tributado à parte, com INSS e IRRF próprios{irrf.reductionOnThirteenth && ' (a redução também vale para ele)'}. Férias: o mês de férias soma 1/3 ao salário
            e é tributado junto.
          </li>
          <li>&lsquo;13º e férias (por mês)&rsquo; é o 13º líquido mais o que o 1/3 de férias acrescenta ao líquido, dividido por 12.</li>
          <li>Sobra por mês = (12 salários líquidos + 13º líquido + 1/3 de férias líquido) ÷ 12 + os benefícios que você informou.</li>
          <li>
            FGTS: {formatPercent(tables.fgtsRate, { prose: true })} do salário, do 13º e das férias, depositados pela empresa numa conta em seu nome. Não entra na sobra porque só
            pode ser sacado nos casos da lei.
          </li>
        </ul>
        <h3 className="font-semibold text-slate-900">PJ (Simples Nacional)</h3>
        <ul className="ml-5 list-disc space-y-1">
          <li>
            DAS: alíquota efetiva = (faturamento de 12 meses × alíquota nominal − parcela a deduzir) ÷ faturamento de 12 meses. Com o pró-labore em pelo menos{' '}
            {formatPercent(simples.fatorR, { prose: true })} do faturamento (Fator R), a empresa fica no Anexo III (a partir de{' '}
            {formatPercent(simples.annexes.III[0]!.rate, { prose: true })}); abaixo disso, no Anexo V (a partir de {formatPercent(simples.annexes.V[0]!.rate, { prose: true })}). O
            DAS já inclui o ISS e a contribuição patronal ao INSS.
          </li>
          <li>
            Pró-labore: {formatPercent(simples.fatorR, { prose: true })} do faturamento (no mínimo um salário mínimo, {formatMoney(tables.minimumWage)}), ou só o salário mínimo,
            como você escolher. Paga {formatPercent(tables.inss.proLaboreRate, { prose: true })} de INSS até o teto e IRRF pela mesma tabela mensal.
          </li>
          <li>
            O resto é lucro distribuído, isento de IR.
            {tables.dividendWithholding &&
              ` Acima de ${formatMoney(tables.dividendWithholding.monthlyThreshold)} por mês de uma mesma empresa há retenção de ${formatPercent(tables.dividendWithholding.rate, { prose: true })}, que não descontamos.`}
          </li>
          <li>Sem 13º, férias nem FGTS. Contador: o valor que você informar.</li>
          <li>Equivalência: o menor valor, ao centavo, que deixa a mesma sobra por mês do outro lado.</li>
        </ul>
        <h3 className="font-semibold text-slate-900">O que não entra</h3>
        <p>
          Vale-transporte e outros descontos da folha, pensão alimentícia, despesas médicas (só abatem na declaração anual, não no IRRF do mês), o ajuste anual do imposto de renda
          e as regras do primeiro ano da empresa.
        </p>
        <h3 className="font-semibold text-slate-900">Fontes</h3>
        <ul className="ml-5 list-disc space-y-1">
          {tables.sources.map((source) => (
            <li key={source.topic}>
              {source.topic}: {source.act}.
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
