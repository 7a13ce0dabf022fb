import type { CreateCurriculumRequest, Curriculum } from '@rumo/contract';
import type { FastifyInstance } from 'fastify';
import type { TestUser } from '../factories.ts';

/** A complete, valid CV body; override any field per test. */
export function curriculumBody(overrides: Partial<CreateCurriculumRequest> = {}): CreateCurriculumRequest {
  return {
    name: 'Ana Souza',
    role: 'Desenvolvedora Front-end',
    role_description: 'React, TypeScript e acessibilidade',
    location: 'São Paulo',
    state: 'SP',
    summary: 'Desenvolvedora front-end com 5 anos de experiência em React e TypeScript.',
    worked_before: true,
    last_salary: 8500,
    formations: [{ name: 'Ciência da Computação', graduation: 'Bacharelado', institution: 'Universidade de São Paulo', start_date: '2014-02-01', end_date: '2018-12-15' }],
    languages: [{ language: 'Inglês', proficiency: 'C1-Avançado' }],
    experiences: [
      { role: 'Desenvolvedora Front-end', company_name: 'Loja Azul', description: 'Interfaces em React.', start_date: '2021-03-01', end_date: null },
      { role: 'Estagiária', company_name: 'Agência Norte', description: 'Landing pages.', start_date: '2018-01-10', end_date: '2020-12-20' },
    ],
    skills: ['React', 'TypeScript', 'Acessibilidade'],
    accepted_job_types: ['CLT', 'PJ'],
    ...overrides,
  };
}

export async function createCurriculum(app: FastifyInstance, user: TestUser, overrides: Partial<CreateCurriculumRequest> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/curriculum', headers: user.headers, payload: curriculumBody(overrides) });
  if (res.statusCode !== 201) throw new Error(`curriculum not created: ${res.statusCode} ${res.body}`);
  return res.json().data as Curriculum;
}
