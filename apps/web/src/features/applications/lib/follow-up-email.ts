import type { Application } from '@rumo/contract';
import { formatDate } from '../../../lib/format.ts';

/**
 * The follow-up e-mail draft offered with 'Sem resposta há N dias' (decision 1702): polite pt-BR,
 * naming the job, the company and when the person applied; addressed to the first contact with a
 * name, signed with the person's name. The person copies it into their own e-mail.
 */
export function followUpEmailDraft(application: Application, senderName: string): { subject: string; body: string } {
  const { title, company } = application.job;
  const contact = application.contacts.find((c) => c.name.trim() !== '');
  const greeting = contact ? `Olá, ${contact.name.trim().split(/\s+/)[0]}!` : 'Olá!';
  const at = company ? ` na ${company}` : '';
  const subject = `Acompanhamento da candidatura — ${title}`;
  const body = [
    greeting,
    '',
    `Candidatei-me à vaga de ${title}${at} em ${formatDate(application.created_at)} e gostaria de saber se há novidades sobre o processo seletivo.`,
    '',
    'Continuo com muito interesse na oportunidade e fico à disposição para conversar ou enviar qualquer informação adicional.',
    '',
    'Obrigado(a) pela atenção.',
    '',
    'Atenciosamente,',
    senderName,
  ].join('\n');
  return { subject, body };
}

/** 'Copiar': the clipboard API, or — without it (plain http, older browsers) — a selected textarea and execCommand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: fall back below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
