import { asc, eq, sql } from 'drizzle-orm';
import { APPLICATION_STATUS_LABELS, type ApplicationStatus } from '@rumo/contract';
import type { Db } from '../../db/database.ts';
import { applicationStatusChanges, applications, curricula, jobs } from '../../db/schema/index.ts';
import { brasiliaDateText, brasiliaDay, isoDayText } from '../../lib/brasilia-day.ts';
import { csvDocument } from '../../lib/csv-document.ts';
import type { AuthUser } from '../../plugins/auth.ts';

// 'Exportar CSV' of 'Candidaturas' (decision 1702): every application of the caller, through the
// one CSV writer (BOM, ';', formula cells neutralised); dates dd/mm/yyyy in Brasília time.

const APPLICATIONS_CSV_HEADER = [
  'Vaga',
  'Empresa',
  'Cidade',
  'Estado',
  'Status',
  'Data da candidatura',
  'Última movimentação',
  'Próximo passo',
  'Horário',
  'Currículo',
  'Contatos',
  'Anotações',
];

/** When the status last changed: the newest history entry, as presentApplications reads it (every application has its 'open' one). */
const lastMovedAt =
  sql`coalesce((select max(${applicationStatusChanges.changedAt}) from ${applicationStatusChanges} where ${applicationStatusChanges.applicationId} = ${applications.id}), ${applications.createdAt})`.mapWith(
    applications.createdAt,
  );

export async function applicationsCsv(db: Db, user: AuthUser): Promise<string> {
  const rows = await db
    .select({
      title: jobs.title,
      company: jobs.company,
      city: jobs.city,
      state: jobs.state,
      status: applications.status,
      createdAt: applications.createdAt,
      nextStepDate: applications.nextStepDate,
      nextStepTime: applications.nextStepTime,
      cv: curricula.name,
      contacts: applications.contacts,
      notes: applications.notes,
      lastMovedAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(curricula, eq(curricula.id, applications.curriculumId))
    .where(eq(applications.userId, user.id))
    .orderBy(asc(applications.createdAt), asc(applications.id));

  return csvDocument([
    APPLICATIONS_CSV_HEADER,
    ...rows.map((r) => [
      r.title,
      r.company ?? '',
      r.city ?? '',
      r.state ?? '',
      APPLICATION_STATUS_LABELS[r.status as ApplicationStatus] ?? r.status,
      brasiliaDateText(r.createdAt),
      brasiliaDateText(r.lastMovedAt),
      r.nextStepDate ? isoDayText(r.nextStepDate) : '',
      r.nextStepTime ?? '',
      r.cv ?? '',
      r.contacts.map((c) => [c.name, c.email, c.phone, c.linkedin].filter(Boolean).join(', ')).join(' | '),
      r.notes,
    ]),
  ]);
}

/** `candidaturas-AAAA-MM-DD.csv`, the day in Brasília. */
export const applicationsCsvFilename = (now: Date): string => `candidaturas-${brasiliaDay(now)}.csv`;
