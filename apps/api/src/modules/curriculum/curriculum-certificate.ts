import { and, count, eq, sql } from 'drizzle-orm';
import { FORMATIONS_MAX } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { curricula, curriculumFormations } from '../../db/schema/index.ts';
import { notFound, unprocessable } from '../../lib/errors.ts';
import { assertUuid, CURRICULUM_NOT_FOUND } from './curriculum.service.ts';

export type CertificateFormation = {
  certificateId: string;
  name: string;
  graduation: 'Certificado';
  institution: string;
  startDate: string;
  endDate: string;
};

export const FORMATIONS_FULL = `Este currículo já tem ${FORMATIONS_MAX} formações, o máximo. Exclua uma para adicionar o certificado.`;

/**
 * 'Adicionar ao currículo' (docs/decisions/1703): one formation per certificate per CV. The CV row is
 * locked first, so two clicks at once queue; the second finds the formation the first made (the unique
 * (curriculum_id, certificate_id) backs it) and nothing is added twice. A CV saved from the form keeps
 * the link, since saving updates a formation by its uuid.
 */
export async function addCertificateFormation(
  db: Db,
  userId: string,
  curriculumId: string,
  formation: CertificateFormation,
): Promise<{ added: boolean; formationId: string; curriculumName: string }> {
  assertUuid(curriculumId);
  return db.transaction(async (tx) => {
    const [cv] = await tx
      .select({ id: curricula.id, name: curricula.name })
      .from(curricula)
      .where(and(eq(curricula.id, curriculumId), eq(curricula.userId, userId)))
      .for('update');
    if (!cv) throw notFound(CURRICULUM_NOT_FOUND);
    const [existing] = await tx
      .select({ id: curriculumFormations.id })
      .from(curriculumFormations)
      .where(and(eq(curriculumFormations.curriculumId, cv.id), eq(curriculumFormations.certificateId, formation.certificateId)));
    if (existing) return { added: false, formationId: existing.id, curriculumName: cv.name };
    const [{ total } = { total: 0 }] = await tx.select({ total: count() }).from(curriculumFormations).where(eq(curriculumFormations.curriculumId, cv.id));
    if (total >= FORMATIONS_MAX) throw unprocessable(FORMATIONS_FULL);
    const [row] = await tx
      .insert(curriculumFormations)
      .values({ curriculumId: cv.id, ...formation })
      .returning({ id: curriculumFormations.id });
    if (!row) throw new Error('formation insert returned nothing');
    await tx
      .update(curricula)
      .set({ updatedAt: sql`now()` })
      .where(eq(curricula.id, cv.id));
    return { added: true, formationId: row.id, curriculumName: cv.name };
  });
}
