import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { outboxEmails } from '../db/schema/index.ts';

export type Email = { to: string; subject: string; text: string; html: string };
export type Mailer = { send: (email: Email) => Promise<void> };

/**
 * Every e-mail is recorded in the outbox table first. With SMTP_URL set it is then delivered
 * through nodemailer (and marked sent); without it, the outbox and the log are the delivery.
 */
export function createMailer(db: Db, options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(email) {
      const [row] = await db
        .insert(outboxEmails)
        .values({ toAddress: email.to, subject: email.subject, text: email.text, html: email.html, transport: transport ? 'smtp' : 'outbox', sentAt: transport ? null : new Date() })
        .returning({ id: outboxEmails.id });
      if (!transport) {
        options.log.info({ to: email.to, subject: email.subject, outboxId: row?.id }, 'e-mail written to the outbox');
        return;
      }
      await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html });
      if (row) await db.update(outboxEmails).set({ sentAt: new Date() }).where(eq(outboxEmails.id, row.id));
    },
  };
}

/** Escapes text for interpolation into e-mail HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
