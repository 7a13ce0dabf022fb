import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@rumo/contract';
import type { Email } from '../../../lib/mailer.ts';
import { escapeHtml } from '../../../lib/mailer.ts';
import { isoDayText } from '../../../lib/brasilia-day.ts';

export type NextStepReminder = {
  userId: string;
  name: string;
  email: string;
  title: string;
  company: string | null;
  status: string;
  /** yyyy-mm-dd, America/Sao_Paulo. */
  date: string;
  /** hh:mm or null. */
  time: string | null;
};

/** One line, so that a job title with line breaks can never become a header of its own. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The day-before reminder of a next step (decision 1702): when, for which job and company, the
 * stage it is in, and a link to the board where the notes and contacts are. Text and HTML, every
 * value escaped in the HTML.
 */
export function nextStepReminderEmail(publicUrl: string, r: NextStepReminder): Email {
  const title = oneLine(r.title);
  const where = r.company ? `${title} na ${oneLine(r.company)}` : title;
  const when = `amanhã, ${isoDayText(r.date)}${r.time ? `, às ${r.time}` : ''}`;
  const stage = APPLICATION_STATUS_LABELS[r.status as ApplicationStatus] ?? r.status;
  const link = `${publicUrl}/applications?visao=quadro`; // the board (web: lib/applications-layout.ts)
  return {
    to: r.email,
    userId: r.userId,
    subject: `Lembrete: próximo passo amanhã (${isoDayText(r.date)}) — ${title}`,
    text:
      `Olá, ${r.name}!\n\nO próximo passo da sua candidatura para ${where} é ${when} (horário de Brasília).\n` +
      `Etapa atual: ${stage}.\n\nSuas anotações e contatos estão no quadro de candidaturas:\n${link}\n\nBoa sorte!\nEquipe Rumo`,
    html:
      `<p>Olá, ${escapeHtml(r.name)}!</p>` +
      `<p>O próximo passo da sua candidatura para <strong>${escapeHtml(where)}</strong> é <strong>${escapeHtml(when)}</strong> (horário de Brasília).</p>` +
      `<p>Etapa atual: ${escapeHtml(stage)}.</p>` +
      `<p><a href="${escapeHtml(link)}">Ver anotações e contatos no quadro de candidaturas</a></p><p>Boa sorte!<br>Equipe Rumo</p>`,
  };
}
