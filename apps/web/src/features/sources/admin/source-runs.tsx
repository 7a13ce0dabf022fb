import type { SourceRun } from '@rumo/contract';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { clsx } from 'clsx';
import { formatDateTime } from '../../../lib/format.ts';
import { runDuration } from './source-format.ts';
import { RunError, RunStatusBadge } from './source-parts.tsx';

/** The counts of a run, in the order the pipeline reaches them (decision 1504). */
const COUNTS: { key: keyof Pick<SourceRun, 'fetched' | 'created' | 'updated' | 'unchanged' | 'expired' | 'republished' | 'rejected'>; label: string }[] = [
  { key: 'fetched', label: 'Lidas' },
  { key: 'created', label: 'Novas' },
  { key: 'updated', label: 'Atualizadas' },
  { key: 'unchanged', label: 'Sem mudança' },
  { key: 'expired', label: 'Expiradas' },
  { key: 'republished', label: 'Republicadas' },
  { key: 'rejected', label: 'Rejeitadas' },
];

/** The rejected count and, when the run kept reasons, the button that shows them. */
function RejectionsToggle({ run, open, onToggle, controls }: { run: SourceRun; open: boolean; onToggle: () => void; controls: string }) {
  if (run.rejections.length === 0) return <>{run.rejected.toLocaleString('pt-BR')}</>;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={`${run.rejected.toLocaleString('pt-BR')} ${run.rejected === 1 ? 'rejeitada' : 'rejeitadas'}: ${open ? 'esconder' : 'ver'} os motivos`}
      onClick={onToggle}
      className="-mx-1 inline-flex min-h-9 items-center gap-1 rounded px-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
    >
      {run.rejected.toLocaleString('pt-BR')}
      <ChevronDown aria-hidden="true" className={clsx('size-4 transition-transform', open && 'rotate-180')} />
    </button>
  );
}

/** The kept rejections of a run: the posting's id in the feed and why it was not published. */
function RejectionList({ run, id }: { run: SourceRun; id: string }) {
  const more = run.rejected - run.rejections.length;
  return (
    <div id={id} className="flex flex-col gap-2 text-sm">
      <p className="font-semibold text-slate-900">Rejeitadas nesta sincronização</p>
      <ul className="flex flex-col gap-1">
        {run.rejections.map((rejection, index) => (
          <li key={index} className="flex flex-wrap gap-x-2">
            <span className="font-mono text-xs leading-5 break-all text-slate-700">{rejection.source_job_id ?? 'sem identificador'}</span>
            <span className="text-slate-900">{rejection.reason}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-slate-700">E mais {more.toLocaleString('pt-BR')} não listadas (a sincronização guarda as primeiras 50).</p>}
    </div>
  );
}

function useOpenRuns() {
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return { open, toggle };
}

/**
 * 'Sincronizações' of one source, newest first: when, how long, status and every count; a failed
 * run's error always shown, the rejections behind their count (decision 1504). Cards below lg
 * (ten columns do not fit beside the menu earlier), a table from lg up.
 */
export function SourceRuns({ runs }: { runs: SourceRun[] }) {
  const { open, toggle } = useOpenRuns();
  const baseId = useId();
  if (runs.length === 0) return <p className="text-sm text-slate-700">Nenhuma sincronização ainda.</p>;
  const panelId = (run: SourceRun, where: string) => `${baseId}-${where}-${run.id}`;
  return (
    <>
      <ol aria-label="Sincronizações" className="flex flex-col gap-3 lg:hidden">
        {runs.map((run) => (
          <li key={run.id} className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-2">
              <RunStatusBadge status={run.status} />
              <time dateTime={run.started_at} className="text-sm text-slate-800">
                {formatDateTime(run.started_at)}
              </time>
              {run.finished_at && <span className="text-sm text-slate-700">Duração: {runDuration(run)}</span>}
            </div>
            <RunError run={run} />
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {COUNTS.map(({ key, label }) => (
                <div key={key} className="flex justify-between gap-2">
                  <dt className="text-slate-700">{label}</dt>
                  <dd className="text-slate-900">
                    {key === 'rejected' ? (
                      <RejectionsToggle run={run} open={open.has(run.id)} onToggle={() => toggle(run.id)} controls={panelId(run, 'card')} />
                    ) : (
                      run[key].toLocaleString('pt-BR')
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {open.has(run.id) && <RejectionList run={run} id={panelId(run, 'card')} />}
          </li>
        ))}
      </ol>

      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Sincronizações</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-3 font-semibold">
                Início
              </th>
              <th scope="col" className="px-3 py-3 font-semibold">
                Situação
              </th>
              {COUNTS.map(({ key, label }) => (
                <th key={key} scope="col" className="px-2 py-3 text-right font-semibold">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          {runs.map((run) => (
            // One tbody per run: its row, its error and its opened rejections stay together.
            <tbody key={run.id} className="border-b border-slate-200 last:border-b-0">
              <tr>
                <td className="px-3 py-3 whitespace-nowrap text-slate-900">
                  <span className="flex flex-col">
                    <time dateTime={run.started_at}>{formatDateTime(run.started_at)}</time>
                    {run.finished_at && <span className="text-xs text-slate-700">Duração: {runDuration(run)}</span>}
                  </span>
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <RunStatusBadge status={run.status} />
                </td>
                {COUNTS.map(({ key }) => (
                  <td key={key} className="px-2 py-3 text-right text-slate-900 tabular-nums">
                    {key === 'rejected' ? (
                      <RejectionsToggle run={run} open={open.has(run.id)} onToggle={() => toggle(run.id)} controls={panelId(run, 'row')} />
                    ) : (
                      run[key].toLocaleString('pt-BR')
                    )}
                  </td>
                ))}
              </tr>
              {(run.status === 'failed' || run.error) && (
                <tr>
                  <td colSpan={2 + COUNTS.length} className="px-3 pb-3">
                    <RunError run={run} />
                  </td>
                </tr>
              )}
              {open.has(run.id) && (
                <tr>
                  <td colSpan={2 + COUNTS.length} className="bg-slate-50 px-3 py-3">
                    <RejectionList run={run} id={panelId(run, 'row')} />
                  </td>
                </tr>
              )}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
