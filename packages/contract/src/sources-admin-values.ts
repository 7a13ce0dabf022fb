// The plain values of sources-admin.ts, without zod: a screen that shows them and no form loads no zod (docs/decisions/1817).

/**
 * The console's job sources ('Fontes', decision 1502), capability `sources:manage`, under
 * /api/admin/v1/sources. The kinds are the connectors of `apps/api/src/modules/sources/`.
 */
export const SOURCE_KINDS = ['greenhouse', 'lever', 'gupy', 'recruitee', 'workable', 'smartrecruiters', 'github', 'jsonld'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];
export const SOURCE_KIND_LABELS: Record<SourceKind, string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  gupy: 'Gupy',
  recruitee: 'Recruitee',
  workable: 'Workable',
  smartrecruiters: 'SmartRecruiters',
  github: 'GitHub (issues)',
  jsonld: 'Página de carreiras (schema.org)',
};
/** What KEY means for each kind, shown beside the field. */
export const SOURCE_KEY_HINTS: Record<SourceKind, string> = {
  greenhouse: 'Token do quadro de vagas (ex.: nubank)',
  lever: 'Nome da empresa no Lever (ex.: cloudwalk)',
  gupy: 'Termo de busca (ex.: desenvolvedor)',
  recruitee: 'Subdomínio da empresa (ex.: minhaempresa)',
  workable: 'Subdomínio da conta (ex.: minhaempresa)',
  smartrecruiters: 'Identificador da empresa (ex.: Visa)',
  github: 'Repositório dono/nome (ex.: frontendbr/vagas)',
  jsonld: 'Endereço da página ou do sitemap (https://…)',
};

/** 'auto': jobs are published at once; 'review': they wait 'Em revisão' for a moderator. */
export const SOURCE_TRUSTS = ['auto', 'review'] as const;
export type SourceTrust = (typeof SOURCE_TRUSTS)[number];
export const SOURCE_TRUST_LABELS: Record<SourceTrust, string> = { auto: 'Publicar automaticamente', review: 'Revisar antes de publicar' };

export const SOURCE_RUN_STATUSES = ['running', 'ok', 'not_modified', 'failed'] as const;
export type SourceRunStatus = (typeof SOURCE_RUN_STATUSES)[number];
export const SOURCE_RUN_STATUS_LABELS: Record<SourceRunStatus, string> = { running: 'Em andamento', ok: 'Concluída', not_modified: 'Sem mudanças', failed: 'Falhou' };

export const SOURCE_INTERVAL_MIN = 15;
export const SOURCE_INTERVAL_MAX = 10080;
export const SOURCE_INTERVAL_DEFAULT = 360;
