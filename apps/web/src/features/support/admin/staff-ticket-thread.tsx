import type { AdminTicketMessage } from '@rumo/contract';
import { clsx } from 'clsx';
import { Lock } from 'lucide-react';
import { formatDateTime } from '../../../lib/format.ts';

export const INTERNAL_NOTE_LABEL = 'Nota interna — o usuário não vê';

/** The whole thread for staff: the user's messages, replies, and internal notes set apart (decision 1403). */
export function StaffTicketThread({ messages }: { messages: AdminTicketMessage[] }) {
  return (
    <ol aria-label="Mensagens do chamado" className="flex flex-col gap-4">
      {messages.map((message) => {
        const staff = message.author_kind === 'staff';
        const author = message.author_name ?? (staff ? 'Equipe (conta removida)' : 'Usuário (conta removida)');
        const when = formatDateTime(message.created_at);
        return (
          <li key={message.id}>
            <article
              aria-label={`${message.internal ? 'Nota interna de' : staff ? 'Resposta de' : 'Mensagem de'} ${author}, ${when}`}
              className={clsx(
                'flex flex-col gap-2 rounded-2xl border p-4',
                message.internal ? 'border-dashed border-amber-400 bg-amber-50' : staff ? 'border-brand-200 bg-brand-50 sm:ml-12' : 'border-slate-200 bg-white sm:mr-12',
              )}
            >
              <header className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {author}
                  <span className="font-normal text-slate-600">{staff ? ' · Equipe Rumo' : ' · Usuário'}</span>
                </span>
                <time dateTime={message.created_at} className="text-sm text-slate-600">
                  {when}
                </time>
              </header>
              {message.internal && (
                <p className="inline-flex items-center gap-1.5 self-start rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                  <Lock aria-hidden="true" className="size-3.5" />
                  {INTERNAL_NOTE_LABEL}
                </p>
              )}
              <p className="whitespace-pre-wrap break-words text-slate-800">{message.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
