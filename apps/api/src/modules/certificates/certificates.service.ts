import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CERTIFICATE_NOT_FOUND,
  CERTIFICATE_VALID,
  formatCertificateCode,
  normalizeCertificateCode,
  type AddCertificateToCurriculumResponse,
  type Certificate,
  type PublicCertificate,
} from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { certificates, curricula, curriculumFormations } from '../../db/schema/index.ts';
import { brasiliaDay } from '../../lib/brasilia-day.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/uuid.ts';
import { addCertificateFormation } from '../curriculum/index.ts';
import { issueMissingCertificates } from './certificates.issue.ts';

/** The formation's institution: Rumo gives the course (decision 1703). */
const CERTIFICATE_INSTITUTION = 'Rumo';

type CertificateRow = typeof certificates.$inferSelect;

function presentPublic(row: CertificateRow): PublicCertificate {
  return {
    code: formatCertificateCode(row.code),
    holder_name: row.holderName,
    course_name: row.courseName,
    hours: row.hours,
    issued_at: row.issuedAt.toISOString(),
    status: CERTIFICATE_VALID,
  };
}

/** The user's certificates, newest first, each with the CVs that list it; issues any a finished course still lacks first. */
export async function listCertificates(db: Db, userId: string): Promise<Certificate[]> {
  await issueMissingCertificates(db, userId);
  const rows = await db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt), desc(certificates.id));
  const links = rows.length
    ? await db
        .select({ certificateId: curriculumFormations.certificateId, curriculumId: curriculumFormations.curriculumId })
        .from(curriculumFormations)
        .innerJoin(curricula, eq(curricula.id, curriculumFormations.curriculumId))
        .where(
          and(
            eq(curricula.userId, userId),
            inArray(
              curriculumFormations.certificateId,
              rows.map((r) => r.id),
            ),
          ),
        )
    : [];
  return rows.map((row) => {
    const { status: _status, ...shown } = presentPublic(row);
    return {
      ...shown,
      uuid: row.id,
      course_uuid: row.courseId,
      started_at: row.startedAt.toISOString(),
      curriculum_uuids: links.filter((l) => l.certificateId === row.id).map((l) => l.curriculumId),
    };
  });
}

/** The public verification (no login): the certificate's own facts only, 404 for a code that names none. */
export async function verifyCertificate(db: Db, typed: string): Promise<PublicCertificate> {
  const code = normalizeCertificateCode(typed);
  const [row] = code ? await db.select().from(certificates).where(eq(certificates.code, code)) : [];
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return presentPublic(row);
}

const CERTIFICATE_NOT_YOURS = 'Certificado não encontrado.';

/** 'Adicionar ao currículo': the certificate (the caller's) as a formation of one of the caller's CVs, once. */
export async function addCertificateToCurriculum(db: Db, userId: string, certificateId: string, curriculumId: string): Promise<AddCertificateToCurriculumResponse['data']> {
  const [row] = isUuid(certificateId)
    ? await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.id, certificateId), eq(certificates.userId, userId)))
    : [];
  if (!row) throw notFound(CERTIFICATE_NOT_YOURS);
  const result = await addCertificateFormation(db, userId, curriculumId, {
    certificateId: row.id,
    // Formations have no description field: the workload goes beside the course's name (decision 1703).
    name: `${row.courseName} (${row.hours} h)`.slice(0, 160),
    graduation: 'Certificado',
    institution: CERTIFICATE_INSTITUTION,
    startDate: brasiliaDay(row.startedAt),
    endDate: brasiliaDay(row.issuedAt),
  });
  return {
    added: result.added,
    curriculum_uuid: curriculumId,
    formation_uuid: result.formationId,
    message: result.added ? `Certificado adicionado ao currículo "${result.curriculumName}".` : `Este certificado já está no currículo "${result.curriculumName}".`,
  };
}
