import { LEAD_STATUS_LABEL, STAFF_ROLE_LABEL } from '@rumo/contract';

/**
 * A readable before/after of an audit entry (decision 1405): only the keys whose value changed,
 * named and valued in words a person reads ('—' for nothing, lists joined by commas); a key or a
 * value not known here shows as stored.
 */
export type AuditChange = { key: string; label: string; before: string; after: string };

const KEY_LABEL: Record<string, string> = {
  plan: 'Plano',
  status: 'Status',
  roles: 'Papéis',
  notes: 'Anotações',
  email: 'E-mail',
  active_sessions: 'Sessões ativas',
  filter: 'Filtro',
  rows: 'Linhas',
  reason: 'Motivo',
  // Plans editor (docs/decisions/1601): values are stored already in words ('R$ 29,90', feature labels).
  name: 'Nome',
  price: 'Preço',
  highlighted: "Faixa 'MAIS POPULAR'",
  visible: 'Visível para os usuários',
  position: 'Posição',
  features: 'Recursos incluídos',
  order: 'Ordem',
  // Journey and highlights editors (docs/decisions/1603, 1606).
  description: 'Descrição',
  hours: 'Carga horária (horas)',
  skills: 'Habilidades',
  step_id: 'Etapa',
  parent_id: 'Destino',
  required_feature: 'Recurso exigido',
  published_at: 'Publicação',
  title: 'Título',
  type: 'Tipo',
};

const VALUE_LABEL: Record<string, Record<string, string>> = {
  status: {
    ...LEAD_STATUS_LABEL,
    pending: 'Em revisão',
    published: 'Publicada',
    rejected: 'Rejeitada',
    open: 'Aberto',
    answered: 'Respondido',
    resolved: 'Resolvido',
  },
  plan: { free: 'Gratuito', pro: 'Profissional', premium: 'Premium' },
  roles: STAFF_ROLE_LABEL,
};

const valueIn = (key: string) => (value: unknown) => (typeof value === 'string' ? (VALUE_LABEL[key]?.[value] ?? value) : value);
const labelled = (key: string, value: unknown) => formatAuditValue(Array.isArray(value) ? value.map(valueIn(key)) : valueIn(key)(value));

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map(formatAuditValue).join(', ') : '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (isRecord(value)) return JSON.stringify(value);
  return String(value);
}

export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return JSON.stringify(before ?? null) === JSON.stringify(after ?? null)
      ? []
      : [{ key: 'valor', label: 'Valor', before: formatAuditValue(before), after: formatAuditValue(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key] ?? null) !== JSON.stringify(to[key] ?? null))
    .map((key) => ({ key, label: KEY_LABEL[key] ?? key, before: labelled(key, from[key]), after: labelled(key, to[key]) }));
}

/** What each action means, in pt-BR; an action not listed here (nor in GENERIC_VERB) shows its code. */
export const AUDIT_ACTION_LABEL: Record<string, string> = {
  'role.grant': 'Concedeu papel',
  'role.revoke': 'Retirou papel',
  'user.plan': 'Alterou o plano',
  'user.sessions.revoke': 'Encerrou as sessões',
  'lead.update': 'Atualizou o acompanhamento',
  'lead.convert': 'Converteu o interessado',
  'lead.export': 'Exportou interessados (CSV)',
  'job.approve': 'Aprovou a vaga',
  'job.reject': 'Rejeitou a vaga',
  'job.expire': 'Expirou a vaga',
  'job.update': 'Editou a vaga',
  'ticket.reply': 'Respondeu o chamado',
  'ticket.note': 'Anotou no chamado',
  'ticket.status': 'Mudou o status do chamado',
  'ticket.assign': 'Atribuiu o chamado',
  'plan.create': 'Criou o plano',
  'plan.update': 'Editou o plano',
  'plan.move': 'Mudou a ordem dos planos',
  'source.create': 'Criou a fonte',
  'source.update': 'Editou a fonte',
  'source.sync': 'Sincronizou a fonte',
  'source.remove': 'Removeu a fonte',
  'highlight.create': 'Criou o destaque',
  'highlight.update': 'Editou o destaque',
  'highlight.delete': 'Excluiu o destaque',
  'file.upload': 'Enviou um arquivo',
};

export const AUDIT_ENTITY_LABEL: Record<string, string> = {
  user: 'Usuário',
  lead: 'Interessado',
  job: 'Vaga',
  ticket: 'Chamado',
  source: 'Fonte',
  plan: 'Plano',
  step: 'Etapa',
  course: 'Curso',
  theme: 'Tema',
  topic: 'Tópico',
  content: 'Conteúdo',
  highlight: 'Destaque',
  file: 'Arquivo',
};
export const auditEntityLabel = (entity: string) => AUDIT_ENTITY_LABEL[entity] ?? entity;

/**
 * The journey editor (decision 1603) records bare verbs with the entity beside them: 'publish' on a
 * course, 'move' on a topic. Said as the verb plus the entity with its article ('Moveu o tópico').
 */
const GENERIC_VERB: Record<string, string> = {
  create: 'Criou',
  update: 'Editou',
  move: 'Moveu',
  delete: 'Excluiu',
  publish: 'Publicou',
  withdraw: 'Retirou do ar',
  discard: 'Descartou o rascunho d',
  import: 'Importou perguntas n',
};
/** Entities whose noun takes 'a' ('a etapa'); the others take 'o'. */
const FEMININE = new Set(['step', 'job', 'source']);

export function auditActionLabel(action: string, entity?: string): string {
  const known = AUDIT_ACTION_LABEL[action];
  if (known) return known;
  const verb = GENERIC_VERB[action];
  const noun = entity ? AUDIT_ENTITY_LABEL[entity] : undefined;
  if (!verb || !noun || !entity) return action;
  const article = FEMININE.has(entity) ? 'a' : 'o';
  // 'Descartou o rascunho d' + 'o curso' (do, da); the other verbs take the article after a space.
  const joined = verb.endsWith(' d') || verb.endsWith(' n') ? verb : `${verb} `;
  return `${joined}${article} ${noun.toLowerCase()}`;
}
