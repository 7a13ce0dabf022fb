import { z } from './zod.ts';
import { pageQuery } from './common.ts';
import { STAFF_ROLES, CAPABILITIES } from './staff-values.ts';
export * from './staff-values.ts';

export const staffRole = z.enum(STAFF_ROLES, { message: `Papel inválido. Papéis: ${STAFF_ROLES.join(', ')}.` });

export const staffMeResponse = z.object({
  data: z.object({ roles: z.array(z.enum(STAFF_ROLES)), capabilities: z.array(z.enum(CAPABILITIES)) }),
});

export const staffMember = z.object({ uuid: z.uuid(), name: z.string(), email: z.string(), roles: z.array(z.enum(STAFF_ROLES)) });
export const staffListResponse = z.object({ data: z.array(staffMember) });

export const roleParams = z.object({ id: z.uuid({ message: 'Identificador inválido.' }), role: staffRole });
export const userRolesResponse = z.object({ data: z.object({ uuid: z.uuid(), roles: z.array(z.enum(STAFF_ROLES)) }) });

const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label}: use o formato AAAA-MM-DD.` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { message: `${label}: data inválida.` });

export const auditListQuery = z.object({
  actor: z.string().trim().max(255, { message: 'O filtro de pessoa deve ter no máximo 255 caracteres.' }).optional(),
  entity: z.string().trim().max(60, { message: 'O filtro de entidade deve ter no máximo 60 caracteres.' }).optional(),
  from: isoDate('Data inicial').optional(),
  to: isoDate('Data final').optional(),
  page: pageQuery,
});
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditEntry = z.object({
  id: z.number(),
  actor_email: z.string(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export const auditListResponse = z.object({
  data: z.array(auditEntry),
  meta: z.object({ total: z.number(), per_page: z.number(), last_page: z.number(), current_page: z.number() }),
});
