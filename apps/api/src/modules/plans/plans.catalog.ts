/**
 * The plan catalogue seeded on first start. Keys are stable identifiers used by code
 * (`userHasFeature(db, userId, 'journey')`) and by the `grant-plan` command.
 */
export const FREE_PLAN_KEY = 'free';

export type FeatureSeed = { key: string; label: string; description: string };
export type PlanSeed = { key: string; name: string; price: number; isHighlighter: boolean; features: readonly string[] };

export const featureCatalog: readonly FeatureSeed[] = [
  { key: 'job_search', label: 'Busca de vagas', description: 'Pesquise vagas de tecnologia em todo o Brasil, com filtros por estado e cidade.' },
  { key: 'applications', label: 'Acompanhamento de candidaturas', description: 'Acompanhe o status de cada candidatura em uma linha do tempo.' },
  { key: 'curriculum', label: 'Currículo', description: 'Monte seus currículos e gere uma versão pronta para imprimir.' },
  { key: 'job_alerts', label: 'Alertas de vagas', description: 'Receba por e-mail as vagas novas que combinam com o seu perfil.' },
  { key: 'journey', label: 'Jornada de aprendizagem', description: 'Etapas com cursos, vídeos, áudios e quizzes para evoluir na carreira.' },
  { key: 'highlights_premium', label: 'Conteúdos exclusivos', description: 'Webinars e materiais exclusivos preparados pela equipe Rumo.' },
  { key: 'cv_review', label: 'Revisão de currículo', description: 'Um especialista revisa o seu currículo e sugere melhorias.' },
  { key: 'mentorship', label: 'Mentoria', description: 'Sessões mensais de mentoria de carreira com profissionais do mercado.' },
];

const core = ['job_search', 'applications', 'curriculum', 'job_alerts'] as const;

/** Features not listed for a plan are stored as disabled, so every plan has a value for every feature. */
export const planCatalog: readonly PlanSeed[] = [
  { key: FREE_PLAN_KEY, name: 'Gratuito', price: 0, isHighlighter: false, features: core },
  { key: 'pro', name: 'Profissional', price: 29.9, isHighlighter: true, features: [...core, 'journey', 'highlights_premium'] },
  { key: 'premium', name: 'Premium', price: 59.9, isHighlighter: false, features: [...core, 'journey', 'highlights_premium', 'cv_review', 'mentorship'] },
];
