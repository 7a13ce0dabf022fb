import type { TicketUserMessage } from '@rumo/contract';
import { clsx } from 'clsx';
import { formatDateTime } from '../../../lib/format.ts';

/** The conversation as the user sees it: their messages and the staff's, signed 'Equipe Rumo' (decision 1403). */
export function TicketThread({ messages }: { messages: TicketUserMessage[] }) {
  return (
    <ol aria-label="Mensagens do chamado" className="flex flex-col gap-4">
      {messages.map((message) => {
        const staff = message.author === 'staff';
        const author = staff ? 'Equipe Rumo' : 'Você';
        return (
          <li key={message.id} className={clsx('flex', staff ? 'justify-start' : 'justify-end')}>
            <article
              aria-label={`${author}, ${formatDateTime(message.created_at)}`}
              className={clsx('flex w-full max-w-2xl flex-col gap-2 rounded-2xl border p-4', staff ? 'border-brand-200 bg-brand-50' : 'border-slate-200 bg-white')}
            >
              <header className="flex flex-wrap items-baseline justify-between gap-2">
                <span className={clsx('font-semibold', staff ? 'text-brand-800' : 'text-slate-900')}>{author}</span>
                <time dateTime={message.created_at} className="text-sm text-slate-600">
                  {formatDateTime(message.created_at)}
                </time>
              </header>
              <p className="whitespace-pre-wrap break-words text-slate-800">{message.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
