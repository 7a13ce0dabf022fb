import { eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import * as t from '../../db/schema/index.ts';
import { unprocessable } from '../../lib/errors.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { verifyPassword } from './password-hash.ts';

/**
 * LGPD (art. 18): everything stored about the user, as JSON. Secrets (password hash, token hashes)
 * are left out; they are not personal data the user can use, and exporting them would weaken them.
 */
export async function exportPersonalData(db: Db, userId: string) {
  const [user] = await db
    .select({ uuid: t.users.id, name: t.users.name, email: t.users.email, tel: t.users.tel, linkedin: t.users.linkedin, createdAt: t.users.createdAt, planId: t.users.planId })
    .from(t.users)
    .where(eq(t.users.id, userId));
  const applications = await db.select().from(t.applications).where(eq(t.applications.userId, userId));
  const applicationIds = applications.map((a) => a.id);
  const curricula = await db.select().from(t.curricula).where(eq(t.curricula.userId, userId));
  const cvIds = curricula.map((c) => c.id);
  const byCv = <T>(rows: Promise<T[]>) => (cvIds.length ? rows : Promise.resolve([] as T[]));
  return {
    exported_at: new Date().toISOString(),
    profile: user,
    sessions: await db.select({ createdAt: t.sessions.createdAt, expiresAt: t.sessions.expiresAt, revokedAt: t.sessions.revokedAt }).from(t.sessions).where(eq(t.sessions.userId, userId)),
    applications,
    application_status_changes: applicationIds.length
      ? await db.select().from(t.applicationStatusChanges).where(inArray(t.applicationStatusChanges.applicationId, applicationIds))
      : [],
    job_alerts: await db.select().from(t.jobAlerts).where(eq(t.jobAlerts.userId, userId)),
    alert_digests: await db.select().from(t.alertDigests).where(eq(t.alertDigests.userId, userId)),
    curricula,
    curriculum_formations: await byCv(db.select().from(t.curriculumFormations).where(inArray(t.curriculumFormations.curriculumId, cvIds))),
    curriculum_languages: await byCv(db.select().from(t.curriculumLanguages).where(inArray(t.curriculumLanguages.curriculumId, cvIds))),
    curriculum_experiences: await byCv(db.select().from(t.curriculumExperiences).where(inArray(t.curriculumExperiences.curriculumId, cvIds))),
    highlight_favorites: await db.select().from(t.highlightFavorites).where(eq(t.highlightFavorites.userId, userId)),
    subscription_intents: await db.select().from(t.subscriptionIntents).where(eq(t.subscriptionIntents.userId, userId)),
    course_subscriptions: await db.select().from(t.courseSubscriptions).where(eq(t.courseSubscriptions.userId, userId)),
    progress: await db.select().from(t.progress).where(eq(t.progress.userId, userId)),
    quiz_attempts: await db.select().from(t.quizAttempts).where(eq(t.quizAttempts.userId, userId)),
    tracking_events: await db.select().from(t.trackingEvents).where(eq(t.trackingEvents.userId, userId)),
  };
}

/**
 * Deletes the account after re-checking the password. Every user-owned table references users
 * with ON DELETE CASCADE, so one delete removes all of it; outbox e-mails to the address go too.
 */
export async function deleteAccount(deps: AppDeps, auth: AuthUser, password: string): Promise<void> {
  const [user] = await deps.db.select().from(t.users).where(eq(t.users.id, auth.id));
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    throw unprocessable('Senha incorreta', { password: 'Senha incorreta' });
  }
  await deps.db.transaction(async (tx) => {
    await tx.delete(t.outboxEmails).where(eq(t.outboxEmails.toAddress, user.email));
    await tx.delete(t.users).where(eq(t.users.id, auth.id));
  });
}
