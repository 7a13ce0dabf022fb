import type { Curriculum, JsonResumeExport, UserProfile } from '@rumo/contract';

/** Brazilian phone for humans: (11) 98765-4321 or (11) 3333-4444; anything else as stored. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '');
  if (d.length === 11) return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`;
  return digits;
}

function linkedinUsername(url: string): string | undefined {
  return /linkedin\.com\/in\/([^/?#]+)/i.exec(url)?.[1];
}

/**
 * JSON Resume v1.0.0 of one CV. Contact comes from the user's profile (the CV has none of its own).
 * The last salary is left out on purpose: a JSON Resume is meant to be shared or published.
 */
export function toJsonResume(cv: Curriculum, profile: UserProfile): JsonResumeExport {
  const username = profile.linkedin ? linkedinUsername(profile.linkedin) : undefined;
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: cv.name,
      label: cv.role,
      ...(profile.email ? { email: profile.email } : {}),
      ...(profile.tel ? { phone: formatPhone(profile.tel) } : {}),
      ...(profile.linkedin ? { url: profile.linkedin } : {}),
      summary: cv.summary,
      location: { ...(cv.location ? { city: cv.location } : {}), ...(cv.state ? { region: cv.state } : {}), countryCode: 'BR' },
      profiles: profile.linkedin ? [{ network: 'LinkedIn', ...(username ? { username } : {}), url: profile.linkedin }] : [],
    },
    work: cv.experiences.map((e) => ({
      name: e.company_name,
      position: e.role,
      startDate: e.start_date,
      ...(e.end_date ? { endDate: e.end_date } : {}),
      summary: e.description,
    })),
    education: cv.formations.map((f) => ({
      institution: f.institution,
      area: f.name,
      studyType: f.graduation,
      startDate: f.start_date,
      endDate: f.end_date,
    })),
    languages: cv.languages.map((l) => ({ language: l.language, fluency: l.proficiency })),
    skills: cv.skills.map((name) => ({ name })),
    meta: { version: 'v1.0.0', lastModified: cv.updated_at, 'x-rumo': { role_description: cv.role_description, accepted_job_types: cv.accepted_job_types } },
  };
}

/** A file name that survives every OS: curriculo-ana-souza.json */
export function jsonResumeFileName(cv: Curriculum): string {
  const slug = cv.name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `curriculo-${slug || 'rumo'}.json`;
}
