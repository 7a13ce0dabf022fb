import { eq, sql } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { rowsOf, type Db } from '../db/database.ts';
import { outboxEmails } from '../db/schema/index.ts';
import type { AppMetrics } from './metrics/app-metrics.ts';

export type Email = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The account the e-mail is for (the LGPD export and deletion go by it), null when none. */
  userId: string | null;
  /** Live secrets inside the bodies (reset links, unsubscribe links): blanked in the stored copy once SMTP delivered it. */
  secrets?: string[];
};

/** Anything with a `transaction`-compatible insert: the app's Db or a transaction of it. */
type Writer = Pick<Db, 'insert'>;

export type Mailer = {
  /** Writes the e-mail to the outbox and delivers it now; throws when delivery fails (the caller retries). */
  send: (email: Email) => Promise<void>;
  /**
   * Writes the e-mail to the outbox (inside the caller's transaction when given one); it is
   * delivered by `deliverPending`, with retries. Without SMTP the outbox is the delivery.
   */
  enqueue: (email: Email, writer?: Writer) => Promise<void>;
  /** One delivery pass over pending outbox e-mails; returns how many were sent. */
  deliverPending: () => Promise<number>;
};

export const REDACTED = '[link removido após o envio]';
const MAX_ATTEMPTS = 6;
/** Minutes before attempt n+1: 1, 5, 15, 60, 240. */
const retryDelayMinutes = (attempts: number) => [1, 5, 15, 60, 240][Math.min(attempts - 1, 4)] ?? 240;
/** How long a pass may hold a leased e-mail before another pass may try it. */
const LEASE_MINUTES = 5;

function redact(value: string, secrets: string[] | undefined): string | null {
  if (!secrets?.length) return null;
  let out = value;
  for (const secret of secrets) {
    if (!secret) continue;
    out = out.split(secret).join(REDACTED).split(escapeHtml(secret)).join(REDACTED);
  }
  return out;
}

export type MailerOptions = {
  smtpUrl?: string | undefined;
  /** A nodemailer transport (tests use a stream transport); wins over smtpUrl. */
  transport?: Transporter | null;
  from: string;
  log: FastifyBaseLogger;
  /** Called for every e-mail delivered (tests collect them). */
  onDelivered?: (email: Email) => void;
  /** Counts e-mails sent and failed attempts (docs/decisions/0707). */
  metrics?: Pick<AppMetrics, 'email'>;
};

/**
 * Every e-mail is recorded in the outbox table first (docs/decisions/0705). With SMTP it is then
 * delivered through nodemailer and its stored copy loses its secrets; without SMTP the outbox and
 * the log are the delivery, and the copy keeps them, since it is then how the link reaches anyone.
 */
export function createMailer(db: Db, options: MailerOptions): Mailer {
  const transport = options.transport !== undefined ? options.transport : options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const kind = transport ? 'smtp' : 'outbox';
  const count = options.metrics?.email ?? (() => {});

  const values = (email: Email) => ({
    userId: email.userId,
    toAddress: email.to,
    subject: email.subject,
    text: email.text,
    html: email.html,
    redactedText: transport ? redact(email.text, email.secrets) : null,
    redactedHtml: transport ? redact(email.html, email.secrets) : null,
    transport: kind,
    sentAt: transport ? null : new Date(),
  });

  function deliveredToOutbox(email: Email, outboxId: number | undefined): void {
    options.log.info({ to: email.to, subject: email.subject, outboxId }, 'e-mail written to the outbox');
    count('outbox', true);
    options.onDelivered?.(email);
  }

  async function deliver(id: number, email: Email): Promise<void> {
    await transport!.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text, html: email.html });
    await db
      .update(outboxEmails)
      .set({
        sentAt: new Date(),
        lastError: null,
        text: sql`coalesce(${outboxEmails.redactedText}, ${outboxEmails.text})`,
        html: sql`coalesce(${outboxEmails.redactedHtml}, ${outboxEmails.html})`,
        redactedText: null,
        redactedHtml: null,
      })
      .where(eq(outboxEmails.id, id));
    count('smtp', true);
    options.onDelivered?.(email);
  }

  async function recordFailure(id: number, attempts: number, err: unknown): Promise<void> {
    const giveUp = attempts >= MAX_ATTEMPTS;
    await db
      .update(outboxEmails)
      .set({
        lastError: String((err as Error)?.message ?? err).slice(0, 500),
        failedAt: giveUp ? new Date() : null,
        nextAttemptAt: sql`now() + make_interval(mins => ${retryDelayMinutes(attempts)})`,
      })
      .where(eq(outboxEmails.id, id));
  }

  return {
    async send(email) {
      const [row] = await db
        .insert(outboxEmails)
        .values({ ...values(email), attempts: transport ? 1 : 0 })
        .returning({ id: outboxEmails.id });
      if (!transport) return deliveredToOutbox(email, row?.id);
      try {
        await deliver(row!.id, email);
      } catch (err) {
        count('smtp', false);
        // The caller (the digest sender) has its own retries with a fresh e-mail: this copy stops here.
        await db
          .update(outboxEmails)
          .set({ failedAt: new Date(), lastError: String((err as Error)?.message ?? err).slice(0, 500) })
          .where(eq(outboxEmails.id, row!.id));
        throw err;
      }
    },

    async enqueue(email, writer = db) {
      const [row] = await writer.insert(outboxEmails).values(values(email)).returning({ id: outboxEmails.id });
      if (!transport) deliveredToOutbox(email, row?.id);
    },

    async deliverPending() {
      if (!transport) return 0;
      // Lease first (one statement, SKIP LOCKED), send outside any transaction: several
      // instances never send the same e-mail, and a crashed pass's lease simply runs out.
      const leased = rowsOf<{ id: number; user_id: string | null; to_address: string; subject: string; text: string; html: string; attempts: number }>(
        await db.execute(sql`
          UPDATE outbox_emails SET attempts = attempts + 1, next_attempt_at = now() + make_interval(mins => ${LEASE_MINUTES})
          WHERE id IN (
            SELECT id FROM outbox_emails
            WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
            ORDER BY next_attempt_at LIMIT 20
            FOR UPDATE SKIP LOCKED)
          RETURNING id, user_id, to_address, subject, text, html, attempts`),
      );
      let sent = 0;
      for (const row of leased) {
        const email: Email = { to: row.to_address, subject: row.subject, text: row.text, html: row.html, userId: row.user_id };
        try {
          await deliver(row.id, email);
          sent++;
        } catch (err) {
          count('smtp', false);
          options.log.warn({ err, outboxId: row.id, attempts: row.attempts }, 'e-mail delivery failed');
          await recordFailure(row.id, row.attempts, err);
        }
      }
      return sent;
    },
  };
}

/** Escapes text for interpolation into e-mail HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}
