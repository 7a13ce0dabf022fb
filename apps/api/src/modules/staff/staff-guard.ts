import type { Capability } from '@rumo/contract';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { capabilitiesOf } from './capabilities.ts';
import { rolesOf } from './roles.service.ts';

export const NOT_STAFF = 'Acesso restrito à equipe do Rumo.';
export const MISSING_CAPABILITY = 'Seu papel na equipe não permite esta ação.';

/**
 * The capability of every console route, by "METHOD /url" (decision 1401): filled by `staffOnly`,
 * read by the authorization matrix test, which fails for an `/api/admin` route that has none.
 */
export const adminRouteCapabilities = new Map<string, Capability>();

/**
 * Route options for a console route: logged in (401), holding a role (403), holding `capability`
 * (403). The roles are read from the database on every request, so a revoked role stops at once.
 */
export function staffOnly(db: Db, authenticate: (request: FastifyRequest) => Promise<void>, method: string, url: string, capability: Capability) {
  adminRouteCapabilities.set(`${method} ${url}`, capability);
  return {
    onRequest: authenticate,
    preHandler: async (request: FastifyRequest) => {
      const roles = await rolesOf(db, currentUser(request).id);
      if (roles.length === 0) throw forbidden(NOT_STAFF);
      if (!capabilitiesOf(roles).includes(capability)) throw forbidden(MISSING_CAPABILITY);
    },
  };
}
