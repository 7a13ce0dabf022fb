import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import * as t from '../../db/schema/index.ts';
import type { WorkContext } from '../../lib/fair-work-queue.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { removeAccount } from './account-deletion.ts';
import { assertOwnPassword } from './accounts.service.ts';
import { accountBucketPrefix } from './password-attempts.ts';

/** The account-wide password throttle of the user (the per-source ones name other people's addresses). */
const ownThrottle = (userId: string) => inArray(t.rateLimitBuckets.key, [accountBucketPrefix(userId), `${accountBucketPrefix(userId)}:day`]);

/**
 * LGPD (art. 18): everything stored about the user, as JSON, one key per table (named after it,
 * but for `reset_link_requests`).
 * Every table that references `users`, directly or through another of the user's rows, is here;
 * `test/accounts/personal-data-export.test.ts` finds them from the foreign keys, so a new one
 * without a key here fails it. Everything is found by the user's id, never by the e-mail address,
 * which an earlier account may have used (docs/decisions/0705). One table holds the user's data
 * without a foreign key and is here too: `rate_limit_buckets`, the password-attempt throttle of the
 * account (shown as `sign_in_attempts_left`; a key naming passwords would read like a secret).
 *
 * Left out, on purpose: secrets, which are not data the user can use and would be weakened by a
 * copy in a downloaded file — the password hash, session and reset token hashes, and the bodies of
 * the e-mails (they carry live single-use reset links and unsubscribe tokens; their content is the
 * rest of this export). Catalogue rows (jobs, courses, plans, highlights) are referenced by id only.
 */
export async function exportPersonalData(db: Db, userId: string) {
  const [user] = await db
    .select({
      uuid: t.users.id,
      name: t.users.name,
      email: t.users.email,
      tel: t.users.tel,
      linkedin: t.users.linkedin,
      createdAt: t.users.createdAt,
      updatedAt: t.users.updatedAt,
      planId: t.users.planId,
    })
    .from(t.users)
    .where(eq(t.users.id, userId));
  const applications = await db.select().from(t.applications).where(eq(t.applications.userId, userId));
  const applicationIds = applications.map((a) => a.id);
  const curricula = await db.select().from(t.curricula).where(eq(t.curricula.userId, userId));
  const cvIds = curricula.map((c) => c.id);
  const byCv = <T>(rows: Promise<T[]>) => (cvIds.length ? rows : Promise.resolve([] as T[]));
  const alertDigests = await db.select().from(t.alertDigests).where(eq(t.alertDigests.userId, userId));
  const digestIds = alertDigests.map((d) => d.id);
  const tickets = await db
    .select({
      id: t.supportTickets.id,
      subject: t.supportTickets.subject,
      status: t.supportTickets.status,
      createdAt: t.supportTickets.createdAt,
      updatedAt: t.supportTickets.updatedAt,
    })
    .from(t.supportTickets)
    .where(eq(t.supportTickets.userId, userId));
  const ticketIds = tickets.map((ticket) => ticket.id);
  return {
    exported_at: new Date().toISOString(),
    profile: user,
    sessions: await db
      .select({ createdAt: t.sessions.createdAt, expiresAt: t.sessions.expiresAt, revokedAt: t.sessions.revokedAt })
      .from(t.sessions)
      .where(eq(t.sessions.userId, userId)),
    // The one key not named after its table: what the user sees of it is when they asked for reset
    // links, and no key of any answer may read like a secret (test/security/access-control.test.ts).
    reset_link_requests: await db
      .select({ createdAt: t.passwordResetTokens.createdAt, expiresAt: t.passwordResetTokens.expiresAt, usedAt: t.passwordResetTokens.usedAt })
      .from(t.passwordResetTokens)
      .where(eq(t.passwordResetTokens.userId, userId)),
    sign_in_attempts_left: (await db.select().from(t.rateLimitBuckets).where(ownThrottle(userId))).map((b) => ({
      window: b.key.endsWith(':day') ? '24 horas' : '15 minutos',
      attemptsLeft: Math.floor(b.tokens),
      updatedAt: b.updatedAt,
    })),
    outbox_emails: await db
      .select({ toAddress: t.outboxEmails.toAddress, subject: t.outboxEmails.subject, createdAt: t.outboxEmails.createdAt, sentAt: t.outboxEmails.sentAt })
      .from(t.outboxEmails)
      .where(eq(t.outboxEmails.userId, userId)),
    applications,
    application_status_changes: applicationIds.length
      ? await db.select().from(t.applicationStatusChanges).where(inArray(t.applicationStatusChanges.applicationId, applicationIds))
      : [],
    // The board (decision 1702): saved jobs (catalogue jobs by id) and the day-before reminders written.
    saved_jobs: await db.select().from(t.savedJobs).where(eq(t.savedJobs.userId, userId)),
    application_reminders: applicationIds.length ? await db.select().from(t.applicationReminders).where(inArray(t.applicationReminders.applicationId, applicationIds)) : [],
    job_alerts: await db.select().from(t.jobAlerts).where(eq(t.jobAlerts.userId, userId)),
    job_alert_creations: await db.select().from(t.jobAlertCreations).where(eq(t.jobAlertCreations.userId, userId)),
    alert_digests: alertDigests,
    alert_digest_items: digestIds.length ? await db.select().from(t.alertDigestItems).where(inArray(t.alertDigestItems.digestId, digestIds)) : [],
    curricula,
    curriculum_formations: await byCv(db.select().from(t.curriculumFormations).where(inArray(t.curriculumFormations.curriculumId, cvIds))),
    curriculum_languages: await byCv(db.select().from(t.curriculumLanguages).where(inArray(t.curriculumLanguages.curriculumId, cvIds))),
    curriculum_experiences: await byCv(db.select().from(t.curriculumExperiences).where(inArray(t.curriculumExperiences.curriculumId, cvIds))),
    highlight_favorites: await db.select().from(t.highlightFavorites).where(eq(t.highlightFavorites.userId, userId)),
    subscription_intents: await db.select().from(t.subscriptionIntents).where(eq(t.subscriptionIntents.userId, userId)),
    course_subscriptions: await db.select().from(t.courseSubscriptions).where(eq(t.courseSubscriptions.userId, userId)),
    progress: await db.select().from(t.progress).where(eq(t.progress.userId, userId)),
    quiz_attempts: await db.select().from(t.quizAttempts).where(eq(t.quizAttempts.userId, userId)),
    // Course certificates (decision 1703), with their public codes: the user's own to hand out.
    certificates: await db.select().from(t.certificates).where(eq(t.certificates.userId, userId)),
    tracking_events: await db.select().from(t.trackingEvents).where(eq(t.trackingEvents.userId, userId)),
    // 'Compatibilidade com meu currículo' (decision 1704): the switch and the chosen CV.
    match_settings: await db.select().from(t.matchSettings).where(eq(t.matchSettings.userId, userId)),
    // Support tickets (decision 1403): the user's tickets and the thread as they see it — never the
    // staff's internal notes, nor who on the staff was assigned or wrote (other people's data).
    // What a staff member wrote on other people's tickets is in their `audit_log` entries.
    support_tickets: tickets,
    ticket_messages: ticketIds.length
      ? await db
          .select({ ticketId: t.ticketMessages.ticketId, authorKind: t.ticketMessages.authorKind, body: t.ticketMessages.body, createdAt: t.ticketMessages.createdAt })
          .from(t.ticketMessages)
          .where(and(inArray(t.ticketMessages.ticketId, ticketIds), eq(t.ticketMessages.internal, false)))
          .orderBy(asc(t.ticketMessages.createdAt), asc(t.ticketMessages.id))
      : [],
    // The days the person used the app (decision 1405), as the console counts them.
    user_activity_days: await db.select({ day: t.userActivityDays.day }).from(t.userActivityDays).where(eq(t.userActivityDays.userId, userId)),
    // Staff only (decision 1401): the roles held, and what the person did in the console. The
    // entries' before/after values are left out: they hold other people's data.
    user_roles: await db.select({ role: t.userRoles.role, grantedAt: t.userRoles.grantedAt }).from(t.userRoles).where(eq(t.userRoles.userId, userId)),
    audit_log: await db
      .select({ action: t.auditLog.action, entity: t.auditLog.entity, entityId: t.auditLog.entityId, createdAt: t.auditLog.createdAt })
      .from(t.auditLog)
      .where(eq(t.auditLog.actorId, userId)),
    // Files the person uploaded in the console (decision 1602): what and when, not the bytes, which
    // are content published to everyone.
    files: await db
      .select({ id: t.files.id, originalName: t.files.originalName, contentType: t.files.contentType, size: t.files.size, createdAt: t.files.createdAt })
      .from(t.files)
      .where(eq(t.files.createdBy, userId)),
  };
}

/**
 * Deletes the account after re-checking the password (throttled like a login); what the deletion
 * removes, erases and refuses is in account-deletion.ts.
 */
export async function deleteAccount(deps: AppDeps, context: WorkContext, auth: AuthUser, password: string): Promise<void> {
  await assertOwnPassword(deps, context, auth.id, password, 'password');
  await removeAccount(deps.db, auth.id);
}
