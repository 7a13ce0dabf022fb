import { sql } from 'drizzle-orm';
import { boolean, date, index, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { certificates } from './certificates.ts';
import { skillKeysColumn, textList } from './text-list-columns.ts';

export const curricula = pgTable(
  'curricula',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role').notNull(),
    roleDescription: text('role_description'),
    location: text('location'),
    state: text('state'),
    summary: text('summary').notNull(),
    workedBefore: boolean('worked_before').notNull().default(false),
    lastSalary: numeric('last_salary', { precision: 12, scale: 2, mode: 'number' }),
    // 'Habilidades' and 'Tipos de contratação que aceito' (empty = any): what compatibility compares (docs/decisions/1704).
    skills: textList('skills'),
    acceptedJobTypes: textList('accepted_job_types'),
    skillKeys: skillKeysColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('curricula_user_idx').on(t.userId)],
);

export const curriculumFormations = pgTable(
  'curriculum_formations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    curriculumId: uuid('curriculum_id')
      .notNull()
      .references(() => curricula.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    graduation: text('graduation').notNull(),
    institution: text('institution').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    // Set when 'Adicionar ao currículo' made it from a certificate: one formation per certificate per CV (docs/decisions/1703).
    certificateId: uuid('certificate_id').references(() => certificates.id, { onDelete: 'set null' }),
  },
  (t) => [index('curriculum_formations_cv_idx').on(t.curriculumId), unique('curriculum_formations_certificate_uq').on(t.curriculumId, t.certificateId)],
);

export const curriculumLanguages = pgTable(
  'curriculum_languages',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    curriculumId: uuid('curriculum_id')
      .notNull()
      .references(() => curricula.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    proficiency: text('proficiency').notNull(),
  },
  (t) => [index('curriculum_languages_cv_idx').on(t.curriculumId)],
);

export const curriculumExperiences = pgTable(
  'curriculum_experiences',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    curriculumId: uuid('curriculum_id')
      .notNull()
      .references(() => curricula.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    companyName: text('company_name').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [index('curriculum_experiences_cv_idx').on(t.curriculumId)],
);
