import { z } from './zod.ts';

// Course certificates (docs/decisions/1703).
export const CERTIFICATE_VALID = 'Certificado válido';
export const CERTIFICATE_NOT_FOUND = 'Certificado não encontrado. Confira o código impresso no certificado.';

/** What the public verification page shows, and nothing else about the holder. */
export const publicCertificate = z.object({
  /** XXXXX-XXXXX. */
  code: z.string(),
  holder_name: z.string(),
  course_name: z.string(),
  hours: z.number().int(),
  /** The instant of issue (ISO 8601); the page shows the Brasília day, dd/mm/aaaa. */
  issued_at: z.string(),
  status: z.literal(CERTIFICATE_VALID),
});
export type PublicCertificate = z.infer<typeof publicCertificate>;
export const publicCertificateResponse = z.object({ data: publicCertificate });

export const certificate = publicCertificate.omit({ status: true }).extend({
  uuid: z.string(),
  /** Null once the course was deleted: the certificate stays. */
  course_uuid: z.string().nullable(),
  started_at: z.string(),
  /** The user's CVs that already list it as a formation. */
  curriculum_uuids: z.array(z.string()),
});
export type Certificate = z.infer<typeof certificate>;
export const certificateListResponse = z.object({ data: z.array(certificate) });

// Plain strings: a malformed id or code names nothing, so it is the same 404 as an unknown one.
export const certificateParams = z.object({ id: z.string() });
export const certificateCodeParams = z.object({ code: z.string() });

export const addCertificateToCurriculumRequest = z.object({
  curriculum_uuid: z.uuid({ message: 'Escolha um currículo.' }),
});
export type AddCertificateToCurriculumRequest = z.infer<typeof addCertificateToCurriculumRequest>;

export const addCertificateToCurriculumResponse = z.object({
  data: z.object({
    /** False when the CV already had it: nothing was added (the answer is the same formation). */
    added: z.boolean(),
    curriculum_uuid: z.string(),
    formation_uuid: z.string(),
    message: z.string(),
  }),
});
export type AddCertificateToCurriculumResponse = z.infer<typeof addCertificateToCurriculumResponse>;
