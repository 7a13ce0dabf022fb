import { z } from './zod.ts';
import { pageQuery } from './common.ts';
import { listMeta, planRefSummary, sortOrder } from './leads.ts';
import { STAFF_ROLES } from './staff.ts';
import { TICKET_STATUSES } from './support.ts';

/** The console's 'Usuários' (decision 1405): never a password hash, a token or a session id. */
export const ADMIN_USER_SORTS = ['created_at', 'name', 'email'] as const;
export const adminUserListQuery = z.object({
  q: z.string().trim().max(255, { message: 'A busca deve ter no máximo 255 caracteres.' }).optional(),
  sort: z.enum(ADMIN_USER_SORTS, { message: 'Ordenação inválida. Use created_at, name ou email.' }).default('created_at'),
  order: sortOrder.default('desc'),
  page: pageQuery,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuery>;

export const adminUserSummary = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  plan: planRefSummary,
  roles: z.array(z.enum(STAFF_ROLES)),
  created_at: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;
export const adminUserListResponse = z.object({ data: z.array(adminUserSummary), meta: listMeta });

export const adminUserTicket = z.object({ id: z.uuid(), subject: z.string(), status: z.enum(TICKET_STATUSES), created_at: z.string() });
export const adminUserDetail = adminUserSummary.extend({
  last_active_at: z.string().nullable(),
  applications_count: z.number(),
  active_sessions: z.number(),
  tickets: z.object({ total: z.number(), open: z.number(), latest: z.array(adminUserTicket) }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export const adminUserDetailResponse = z.object({ data: adminUserDetail });

export const adminUserPlanRequest = z.object({
  plan: z
    .string({ message: 'Informe a chave do plano (free, pro, premium).' })
    .trim()
    .min(1, { message: 'Informe a chave do plano (free, pro, premium).' })
    .max(60, { message: 'Plano inválido.' })
    .nullable(),
});
export type AdminUserPlanRequest = z.infer<typeof adminUserPlanRequest>;
export const adminUserPlanResponse = z.object({ data: z.object({ uuid: z.uuid(), plan: planRefSummary }) });
export const adminSessionsRevokedResponse = z.object({ data: z.object({ uuid: z.uuid(), revoked: z.number() }) });

/** Plans the console can grant (key and name, by ascending price). */
export const adminPlanOptionsResponse = z.object({ data: z.array(planRefSummary) });
