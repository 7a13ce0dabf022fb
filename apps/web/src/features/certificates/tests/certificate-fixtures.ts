import type { Certificate, PublicCertificate } from '@rumo/contract';

export const CERTIFICATE_CODE = '7K3M9-QH2TX';

export const certificate: Certificate = {
  uuid: 'c0000000-0000-4000-8000-000000000001',
  code: CERTIFICATE_CODE,
  holder_name: 'Ana Souza',
  course_name: 'Git e GitHub na prática',
  hours: 6,
  // 01:30 UTC on 15/03 is still 14/03 in São Paulo: the page shows the Brasília day.
  issued_at: '2026-03-15T01:30:00.000Z',
  started_at: '2026-03-02T12:00:00.000Z',
  course_uuid: 'c1000000-0000-4000-8000-000000000001',
  curriculum_uuids: [],
};

export const publicCertificate: PublicCertificate = {
  code: CERTIFICATE_CODE,
  holder_name: 'Ana Souza',
  course_name: 'Git e GitHub na prática',
  hours: 6,
  issued_at: '2026-03-15T01:30:00.000Z',
  status: 'Certificado válido',
};

export const curriculumChoices = [
  { uuid: 'ab000000-0000-4000-8000-000000000001', name: 'CV Front-end' },
  { uuid: 'ab000000-0000-4000-8000-000000000002', name: 'CV Back-end' },
];
