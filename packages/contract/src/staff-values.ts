// The plain values of staff.ts, without zod: a screen that shows them and no form loads no zod (docs/decisions/1817).

/** Staff roles (decision 1401). */
export const STAFF_ROLES = ['admin', 'editor', 'moderator', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABEL: Record<StaffRole, string> = { admin: 'Administrador', editor: 'Editor', moderator: 'Moderador', analyst: 'Analista' };

/** What a role may do in the console; checked on the server for every `/api/admin/...` route. */
export const CAPABILITIES = [
  'console:access',
  'audit:read',
  'roles:manage',
  'users:read',
  'users:manage',
  'plans:manage',
  'jobs:moderate',
  'sources:manage',
  'tickets:manage',
  'content:edit',
  'leads:read',
  'leads:manage',
  'leads:export',
] as const;
export type Capability = (typeof CAPABILITIES)[number];
