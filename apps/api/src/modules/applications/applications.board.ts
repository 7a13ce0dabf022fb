import { desc, eq } from 'drizzle-orm';
import { BOARD_MAX_CARDS, type ApplicationBoardResponse } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { applications, jobs } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { applicationColumns, presentApplications } from './applications.presenter.ts';
import { savedWithoutApplication } from './saved-jobs.service.ts';

/**
 * The board (decision 1702): the 'Salva' column (saved, not applied yet) and the caller's
 * applications, newest first, each list bounded by BOARD_MAX_CARDS; the web groups them by status.
 * Newest by creation, not by updated_at: a panel save bumps that, and editing the panel is not a move.
 */
export async function applicationBoard(db: Db, user: AuthUser, now: Date): Promise<ApplicationBoardResponse> {
  const rows = await db
    .select(applicationColumns)
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.userId, user.id))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(BOARD_MAX_CARDS);
  return { data: { saved: await savedWithoutApplication(db, user), applications: await presentApplications(db, rows, now) } };
}
