import { z } from './zod.ts';

/**
 * JSON Resume (https://jsonresume.org/schema, v1.0.0): only the parts Rumo reads or writes.
 * Every object is `loose` because the standard allows extra keys and real files carry many.
 */
const text = z.string().nullish();

export const jsonResumeLocation = z.looseObject({
  address: text,
  postalCode: text,
  city: text,
  countryCode: text,
  region: text,
});

export const jsonResumeProfile = z.looseObject({ network: text, username: text, url: text });

export const jsonResumeBasics = z.looseObject({
  name: z.string().trim().min(1),
  label: text,
  image: text,
  email: text,
  phone: text,
  url: text,
  summary: text,
  location: jsonResumeLocation.nullish(),
  profiles: z.array(jsonResumeProfile).nullish(),
});

export const jsonResumeWork = z.looseObject({
  name: text,
  // Before v1.0.0 the employer was `company`; old exports still use it.
  company: text,
  position: text,
  url: text,
  startDate: text,
  endDate: text,
  summary: text,
  highlights: z.array(z.string()).nullish(),
});

export const jsonResumeEducation = z.looseObject({
  institution: text,
  url: text,
  area: text,
  studyType: text,
  startDate: text,
  endDate: text,
  score: text,
});

export const jsonResumeLanguage = z.looseObject({ language: text, fluency: text });

/** A skill area: `name` and its `keywords` both become CV skills on import (docs/decisions/1704). */
export const jsonResumeSkill = z.looseObject({ name: text, level: text, keywords: z.array(z.string()).nullish() });

/** What the import accepts: an object with `basics.name`; the lists, when present, must be lists of objects. */
export const jsonResumeDocument = z.looseObject({
  $schema: text,
  basics: jsonResumeBasics,
  work: z.array(jsonResumeWork).nullish(),
  education: z.array(jsonResumeEducation).nullish(),
  languages: z.array(jsonResumeLanguage).nullish(),
  skills: z.array(jsonResumeSkill).nullish(),
  meta: z.looseObject({}).nullish(),
});
export type JsonResumeDocument = z.infer<typeof jsonResumeDocument>;

/** What the export produces (the OpenAPI document shows this shape). */
export const jsonResumeExport = z.object({
  $schema: z.string(),
  basics: z.object({
    name: z.string(),
    label: z.string(),
    email: z.string().optional(),
    phone: z.string().optional(),
    url: z.string().optional(),
    summary: z.string(),
    location: z.object({ city: z.string().optional(), region: z.string().optional(), countryCode: z.string() }),
    profiles: z.array(z.object({ network: z.string(), username: z.string().optional(), url: z.string() })),
  }),
  work: z.array(z.object({ name: z.string(), position: z.string(), startDate: z.string(), endDate: z.string().optional(), summary: z.string() })),
  education: z.array(z.object({ institution: z.string(), area: z.string(), studyType: z.string(), startDate: z.string(), endDate: z.string() })),
  languages: z.array(z.object({ language: z.string(), fluency: z.string() })),
  /** The CV's 'Habilidades', one entry each (docs/decisions/1704). */
  skills: z.array(z.object({ name: z.string() })),
  meta: z.object({
    version: z.string(),
    lastModified: z.string(),
    // Rumo fields with no JSON Resume home, so an export imports back without loss.
    'x-rumo': z.object({ role_description: z.string().nullable(), accepted_job_types: z.array(z.string()) }),
  }),
});
export type JsonResumeExport = z.infer<typeof jsonResumeExport>;
