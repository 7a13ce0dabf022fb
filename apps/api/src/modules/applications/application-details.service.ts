import { and, eq, sql } from 'drizzle-orm';
import type { Application, updateApplicationDetailsRequest } from '@rumo/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { applications, curricula } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { APPLICATION_NOT_FOUND_MESSAGE, getApplication } from './applications.service.ts';

export const CURRICULUM_NOT_OWNED_MESSAGE = 'Escolha um dos seus currículos.';

type Details = z.output<typeof updateApplicationDetailsRequest>;

/**
 * The board panel's save (decision 1702): notes, the CV used, contacts and the next step, replaced
 * as a whole. The CV must be one of the caller's (another person's CV id is refused like an unknown
 * one). A new next-step date needs no bookkeeping here: reminders are keyed by (application, date),
 * so the reminder pass sends one for the new day.
 */
export async function updateApplicationDetails(db: Db, applicationId: string, details: Details, user: AuthUser, now: Date): Promise<Application> {
  if (!isUuid(applicationId)) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.userId, user.id)))
      .for('update');
    if (!current) throw notFound(APPLICATION_NOT_FOUND_MESSAGE);
    if (details.curriculum_uuid) {
      const [cv] = await tx
        .select({ id: curricula.id })
        .from(curricula)
        .where(and(eq(curricula.id, details.curriculum_uuid), eq(curricula.userId, user.id)))
        .limit(1);
      if (!cv) throw unprocessable(CURRICULUM_NOT_OWNED_MESSAGE, { curriculum_uuid: CURRICULUM_NOT_OWNED_MESSAGE });
    }
    await tx
      .update(applications)
      .set({
        notes: details.notes,
        curriculumId: details.curriculum_uuid,
        contacts: details.contacts,
        nextStepDate: details.next_step_date,
        nextStepTime: details.next_step_time,
        updatedAt: sql`now()`,
      })
      .where(eq(applications.id, current.id));
  });
  return getApplication(db, applicationId, user, now);
}
