import { eq } from 'drizzle-orm';
import { createCurriculumRequest } from '@rumo/contract';
import { curricula, users } from '../../db/schema/index.ts';
import type { Seeder } from '../../seed/seed.ts';
import { createCurriculum } from './curriculum.service.ts';

/** The demo user's CV: realistic enough to show every part of the list, edit and print screens. */
const demoCurriculum = createCurriculumRequest.parse({
  name: 'Ana Souza',
  role: 'Desenvolvedora Front-end',
  role_description: 'React, TypeScript, acessibilidade e design systems',
  location: 'São Paulo',
  state: 'SP',
  summary:
    'Desenvolvedora front-end com 6 anos de experiência criando interfaces acessíveis e rápidas em React e TypeScript. ' +
    'Liderei a construção de um design system usado por 4 squads, reduzi o tempo de carregamento do checkout em 40% e ' +
    'gosto de trabalhar perto de produto e UX, com testes automatizados e revisão de código como parte do dia a dia.',
  worked_before: true,
  last_salary: 9500,
  experiences: [
    {
      role: 'Desenvolvedora Front-end Pleno',
      company_name: 'Mercado Vila Nova',
      description: 'Design system em React e TypeScript usado por 4 squads; checkout 40% mais rápido com code splitting; testes com Testing Library e Playwright.',
      start_date: '2021-03-01',
      end_date: null,
    },
    {
      role: 'Desenvolvedora Front-end Júnior',
      company_name: 'Agência Pixel Sul',
      description: 'Sites institucionais e landing pages responsivas em Vue.js; integração com CMS headless e otimização de SEO técnico.',
      start_date: '2018-02-05',
      end_date: '2021-02-26',
    },
  ],
  formations: [
    { name: 'Análise e Desenvolvimento de Sistemas', graduation: 'Técnico', institution: 'Fatec São Paulo', start_date: '2015-02-02', end_date: '2017-12-15' },
    { name: 'Acessibilidade Web (WCAG 2.2)', graduation: 'Certificado', institution: 'Escola Rumo Digital', start_date: '2023-04-03', end_date: '2023-06-30' },
  ],
  languages: [
    { language: 'Inglês', proficiency: 'C1-Avançado' },
    { language: 'Espanhol', proficiency: 'B1-Intermediário' },
  ],
  // Spelled as the generated jobs ask for them, so the demo shows real scores and missing skills (docs/decisions/1704).
  skills: ['React', 'TypeScript', 'JavaScript', 'CSS', 'HTML', 'Testing Library', 'Vue.js', 'Acessibilidade', 'Design System'],
  accepted_job_types: ['CLT', 'PJ'],
});

/** Gives the demo user a CV when they have none; never touches an existing one. */
export function curriculumSeeder(demoEmail: string): Seeder {
  return {
    name: 'demo-curriculum',
    run: async ({ db, log }) => {
      const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail));
      if (!demo) return;
      const [existing] = await db.select({ id: curricula.id }).from(curricula).where(eq(curricula.userId, demo.id)).limit(1);
      if (existing) return;
      await createCurriculum(db, demo.id, demoCurriculum);
      log('currículo de demonstração criado');
    },
  };
}
