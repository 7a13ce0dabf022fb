import { BRAZIL_STATES, type JobAlert, type JobPosition, type JobTypeOption, type jobAlertRequest } from '@rumo/contract';
import type { z } from 'zod';

export const positionsFixture: JobPosition[] = [
  'Analista de Dados',
  'Analista de QA',
  'Designer UX/UI',
  'Desenvolvedor Back-end',
  'Desenvolvedor Front-end',
  'Desenvolvedor Full Stack',
  'Desenvolvedor Java',
  'Desenvolvedor Mobile',
  'Desenvolvedor .NET',
  'Desenvolvedor Node.js',
  'Desenvolvedor PHP',
  'Desenvolvedor Python',
  'Desenvolvedor React',
  'Engenheiro de Dados',
  'Técnico de Suporte',
].map((position, i) => ({ id: i + 1, position }));

export const typesFixture: JobTypeOption[] = ['CLT', 'PJ', 'Estágio', 'Freelancer', 'Temporário'].map((type, i) => ({ id: i + 1, type }));

type Body = z.output<typeof jobAlertRequest>;

export function alertFromBody(id: number, body: Body, createdAt = new Date().toISOString()): JobAlert {
  const position = positionsFixture.find((p) => p.id === body.job_position_id) ?? positionsFixture[0]!;
  const type = typesFixture.find((t) => t.id === body.job_type_id) ?? typesFixture[0]!;
  return {
    id,
    city: body.city,
    state: body.state,
    min_salary: body.min_salary,
    max_salary: body.max_salary,
    frequency: body.frequency,
    is_active: body.is_active,
    job_position: position,
    job_type: type,
    created_at: createdAt,
  };
}

export const defaultAlerts = (): JobAlert[] => [
  alertFromBody(
    3,
    { job_position_id: 5, job_type_id: 1, city: 'São Paulo', state: 'SP', min_salary: 5000, max_salary: 12000, frequency: 'daily', is_active: true },
    '2026-11-20T12:00:00.000Z',
  ),
  alertFromBody(
    2,
    { job_position_id: 14, job_type_id: 2, city: 'Florianópolis', state: 'SC', min_salary: 8000, max_salary: 0, frequency: 'weekly', is_active: true },
    '2026-11-18T12:00:00.000Z',
  ),
  alertFromBody(
    1,
    { job_position_id: 3, job_type_id: 1, city: 'Belo Horizonte', state: 'MG', min_salary: 0, max_salary: 0, frequency: 'monthly', is_active: false },
    '2026-11-10T12:00:00.000Z',
  ),
];

export const isState = (uf: string) => uf in BRAZIL_STATES;
