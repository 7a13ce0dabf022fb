import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/database.ts';
import { certificates } from '../../db/schema/index.ts';
import type { DbOrTx } from '../staff/index.ts';
import { newCertificateCode } from './certificate-code.ts';

type Missing = { course_id: string; course_name: string; holder_name: string; hours: number; started_at: string | Date; ended_at: string | Date };

/**
 * The user's finished courses (a `progress` row of kind course with `ended_at`) that have no certificate
 * yet, with what the certificate copies: the account's name, the course's name and workload (the
 * editor's hours, else 15 minutes per content rounded up, at least 1 h), the start (the enrolment, else
 * when the course opened) and the end. Decision 1703.
 */
async function missingCertificates(db: DbOrTx, userId: string): Promise<Missing[]> {
  const result = await db.execute(sql`
    SELECT p.node_id AS course_id, c.name AS course_name, u.name AS holder_name, p.ended_at,
           LEAST(COALESCE(s.created_at, p.accessible_at), p.ended_at) AS started_at,
           COALESCE(c.hours, (
             SELECT GREATEST(1, CEIL(COUNT(*) / 4.0))::int
             FROM contents ct JOIN topics tp ON tp.id = ct.topic_id JOIN themes th ON th.id = tp.theme_id
             WHERE th.course_id = c.id
           )) AS hours
    FROM progress p
    JOIN courses c ON c.id = p.node_id
    JOIN users u ON u.id = p.user_id
    LEFT JOIN course_subscriptions s ON s.user_id = p.user_id AND s.course_id = c.id
    WHERE p.user_id = ${userId}::uuid AND p.node_kind = 'course' AND p.ended_at IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM certificates x WHERE x.user_id = p.user_id AND x.course_id = c.id)
  `);
  return rowsOf<Missing>(result);
}

/**
 * Issues a certificate for every course the user has finished and has none for: exactly once per
 * (user, course), however many requests finish the course at once — the unique (user_id, course_id)
 * lets one insert through and the others do nothing. A code that happens to be taken (2^50 codes) is
 * skipped by the same ON CONFLICT and drawn again. Called in the transaction that stamps a course's
 * end (the progress engine's `persistDerived`) and by the certificate list, which issues the ones of
 * courses finished before certificates existed. Returns how many it issued.
 */
export async function issueMissingCertificates(db: Db, userId: string): Promise<number> {
  let issued = 0;
  for (let attempt = 0; attempt < 5; attempt++) {
    const missing = await missingCertificates(db, userId);
    if (missing.length === 0) return issued;
    const rows = await db
      .insert(certificates)
      .values(
        missing.map((m) => ({
          userId,
          courseId: m.course_id,
          code: newCertificateCode(),
          holderName: m.holder_name,
          courseName: m.course_name,
          hours: Number(m.hours),
          startedAt: new Date(m.started_at),
          issuedAt: new Date(m.ended_at),
        })),
      )
      .onConflictDoNothing()
      .returning({ id: certificates.id });
    issued += rows.length;
    if (rows.length === missing.length) return issued;
  }
  throw new Error('certificate codes kept colliding');
}
