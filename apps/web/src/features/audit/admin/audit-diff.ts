/**
 * A readable before/after of an audit entry (decision 1405): only the keys whose value changed,
 * each value in words a person reads ('—' for nothing, lists joined by commas).
 */
export type AuditChange = { key: string; before: string; after: string };

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
    return JSON.stringify(before ?? null) === JSON.stringify(after ?? null) ? [] : [{ key: 'valor', before: formatAuditValue(before), after: formatAuditValue(after) }];
  }
  const from = isRecord(before) ? before : {};
  const to = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(from), ...Object.keys(to)])];
  return keys
    .filter((key) => JSON.stringify(from[key] ?? null) !== JSON.stringify(to[key] ?? null))
    .map((key) => ({ key, before: formatAuditValue(from[key]), after: formatAuditValue(to[key]) }));
}

/** What each action means, in pt-BR; an action not listed here shows its code. */
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
};
export const auditActionLabel = (action: string) => AUDIT_ACTION_LABEL[action] ?? action;

export const AUDIT_ENTITY_LABEL: Record<string, string> = { user: 'Usuário', lead: 'Interessado', job: 'Vaga', ticket: 'Chamado', source: 'Fonte' };
export const auditEntityLabel = (entity: string) => AUDIT_ENTITY_LABEL[entity] ?? entity;
