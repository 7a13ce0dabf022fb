import { CERTIFICATE_NOT_FOUND, type Curriculum, type ErrorBody } from '@rumo/contract';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { certificate, CERTIFICATE_CODE, curriculumChoices, publicCertificate } from './tests/certificate-fixtures.ts';

/** Two CVs as the list answers them (only uuid and name matter to the certificates). */
const curricula = curriculumChoices.map((cv): Curriculum => ({
  uuid: cv.uuid,
  name: cv.name,
  role: 'Desenvolvedora',
  role_description: null,
  location: null,
  state: null,
  summary: 'Resumo.',
  worked_before: false,
  last_salary: null,
  formations: [],
  languages: [],
  experiences: [],
  skills: [],
  accepted_job_types: [],
  created_at: '2026-01-01T12:00:00.000Z',
  updated_at: '2026-01-01T12:00:00.000Z',
}));

/** Default answers of the certificates API for every screen test (a test overrides them with server.use). */
export const handlers: RequestHandler[] = [
  http.get('*/api/v1/certificates', () => HttpResponse.json({ data: [certificate] })),
  http.get('*/api/v1/curriculum', () => HttpResponse.json({ data: curricula })),
  http.get('*/api/v1/certificates/:code/public', ({ params }) =>
    params.code === CERTIFICATE_CODE ? HttpResponse.json({ data: publicCertificate }) : HttpResponse.json<ErrorBody>({ message: CERTIFICATE_NOT_FOUND }, { status: 404 }),
  ),
];
