import type { Email } from '../../lib/mailer.ts';
import { escapeHtml } from '../../lib/mailer.ts';

type Input = { publicUrl: string; ticketId: string; subject: string; reply: string; user: { id: string; name: string; email: string } };

/** One line, so that a subject typed with line breaks can never become a header of its own. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * The e-mail that brings a staff reply to the user (decision 1403): the reply's text and a link to
 * the thread. Plain text and HTML, every value escaped in the HTML. Internal notes never come here.
 */
export function ticketReplyEmail({ publicUrl, ticketId, subject, reply, user }: Input): Email {
  const link = `${publicUrl}/support/tickets/${ticketId}`;
  const title = oneLine(subject);
  const paragraphs = reply
    .split(/\n{2,}/)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  return {
    to: user.email,
    userId: user.id,
    subject: `Resposta ao seu chamado: ${title}`,
    text: `Olá, ${user.name}!\n\nA Equipe Rumo respondeu ao seu chamado "${title}":\n\n${reply}\n\nPara ver a conversa e responder, abra:\n${link}\n\nEquipe Rumo`,
    html:
      `<p>Olá, ${escapeHtml(user.name)}!</p><p>A Equipe Rumo respondeu ao seu chamado “${escapeHtml(title)}”:</p>` +
      `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #cbd5e1">${paragraphs}</blockquote>` +
      `<p><a href="${escapeHtml(link)}">Ver a conversa e responder</a></p><p>Equipe Rumo</p>`,
  };
}
