import type { ContentDetail, ContentSummary, CourseDetail, JourneyStep, PreviewModule } from '@rumo/contract';

export const COURSE_ID = '11111111-1111-4111-8111-111111111111';
export const LOCKED_COURSE_ID = '22222222-2222-4222-8222-222222222222';
const ENDED = '2026-01-10T12:00:00.000Z';

const content = (uuid: string, title: string, type: string, order: number, is_accessible: boolean, ended = false): ContentSummary => ({
  uuid,
  title,
  type,
  order,
  is_accessible,
  ended_at: ended ? ENDED : null,
});

export const videoContent = content('c0000000-0000-4000-8000-000000000001', 'Boas-vindas à trilha', 'video', 1, true, true);
export const quizContent = content('c0000000-0000-4000-8000-000000000002', 'Quiz: algoritmos', 'quiz', 1, true);
export const downloadContent = content('c0000000-0000-4000-8000-000000000003', 'Lista de exercícios', 'download', 1, false);

export const courseDetail: CourseDetail = {
  uuid: COURSE_ID,
  name: 'Lógica de programação',
  description: 'Aprenda a decompor problemas.',
  order: 1,
  is_accessible: true,
  ended_at: null,
  progress: { total: 3, completed: 1 },
  subscription_uuid: '33333333-3333-4333-8333-333333333333',
  step: { uuid: '44444444-4444-4444-8444-444444444444', name: 'Fundamentos', order: 1 },
  themes: [
    {
      uuid: 'a0000000-0000-4000-8000-000000000001',
      name: 'Pensamento computacional',
      order: 1,
      is_accessible: true,
      ended_at: null,
      topics: [
        { uuid: 'b0000000-0000-4000-8000-000000000001', name: 'Boas-vindas', order: 1, is_accessible: true, ended_at: ENDED, contents: [videoContent] },
        { uuid: 'b0000000-0000-4000-8000-000000000002', name: 'Algoritmos', order: 2, is_accessible: true, ended_at: null, contents: [quizContent] },
      ],
    },
    {
      uuid: 'a0000000-0000-4000-8000-000000000002',
      name: 'Da ideia ao código',
      order: 2,
      is_accessible: false,
      ended_at: null,
      topics: [{ uuid: 'b0000000-0000-4000-8000-000000000003', name: 'Prática', order: 1, is_accessible: false, ended_at: null, contents: [downloadContent] }],
    },
  ],
};

export const quizQuestions = [
  {
    uuid: 'd0000000-0000-4000-8000-000000000001',
    question: 'O que define um algoritmo?',
    alternatives: ['Um computador', 'Uma sequência de passos'],
    last_attempt: null,
    review: null,
  },
  { uuid: 'd0000000-0000-4000-8000-000000000002', question: 'Qual é a entrada da média?', alternatives: ['As notas', 'A média'], last_attempt: null, review: null },
];

export const quizDetail: ContentDetail = {
  ...quizContent,
  topic_uuid: 'b0000000-0000-4000-8000-000000000002',
  theme_uuid: 'a0000000-0000-4000-8000-000000000001',
  content: quizQuestions,
  pass_percent: 70,
};

export const steps: JourneyStep[] = [
  {
    uuid: '44444444-4444-4444-8444-444444444444',
    name: 'Fundamentos',
    description: 'A base técnica.',
    order: 1,
    is_locked: false,
    locked_reason: null,
    ended_at: null,
    progress: { total: 6, completed: 1, percent: 17 },
    courses: [
      {
        uuid: COURSE_ID,
        name: 'Lógica de programação',
        description: 'Aprenda a decompor problemas.',
        order: 1,
        is_accessible: true,
        ended_at: null,
        progress: { total: 3, completed: 1 },
        subscription_uuid: null,
      },
      {
        uuid: LOCKED_COURSE_ID,
        name: 'Git e GitHub',
        description: 'Versione o seu código.',
        order: 2,
        is_accessible: false,
        ended_at: null,
        progress: { total: 3, completed: 0 },
        subscription_uuid: null,
      },
    ],
  },
  {
    uuid: '55555555-5555-4555-8555-555555555555',
    name: 'Preparação para o mercado',
    description: 'Currículo e LinkedIn.',
    order: 2,
    is_locked: true,
    locked_reason: { kind: 'previous_step', step_order: 1, step_name: 'Fundamentos' },
    ended_at: null,
    progress: { total: 4, completed: 0, percent: 0 },
    courses: [],
  },
  {
    uuid: '66666666-6666-4666-8666-666666666666',
    name: 'Mentoria',
    description: 'Sessões com quem contrata.',
    order: 3,
    is_locked: true,
    locked_reason: { kind: 'plan', feature: 'mentorship', plan_name: 'Profissional' },
    ended_at: null,
    progress: { total: 2, completed: 0, percent: 0 },
    courses: [],
  },
];

export const previewModule: PreviewModule = {
  uuid: COURSE_ID,
  name: 'Lógica de programação',
  description: 'Aprenda a decompor problemas.',
  themes: [
    {
      uuid: 'a0000000-0000-4000-8000-000000000001',
      name: 'Pensamento computacional',
      order: 1,
      topics: [
        {
          uuid: 'b0000000-0000-4000-8000-000000000001',
          name: 'Boas-vindas',
          order: 1,
          contents: [
            { uuid: 'e0000000-0000-4000-8000-000000000001', title: 'Podcast especial', type: 'podcast', order: 1, isLocked: false, content: '/media/x.mp3' },
            { uuid: 'e0000000-0000-4000-8000-000000000002', title: 'Texto bloqueado', type: 'text', order: 2, isLocked: true, content: null },
          ],
        },
      ],
    },
  ],
};
