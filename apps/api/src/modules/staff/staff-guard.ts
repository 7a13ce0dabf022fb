import type { Capability } from '@rumo/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { forbidden } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import { capabilitiesOf } from './capabilities.ts';
import { rolesOf } from './roles.service.ts';

export const NOT_STAFF = 'Acesso restrito à equipe do Rumo.';
export const MISSING_CAPABILITY = 'Seu papel na equipe não permite esta ação.';

/**
 * The capability of every console route, by "METHOD /url" (decision 1401): recorded by
 * `recordAdminRoutes` from each route's own method and URL, read by the authorization matrix test,
 * which fails for an `/api/admin` route that has none.
 */
export const adminRouteCapabilities = new Map<string, Capability>();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The capability a console route asks for (see staffOnly). */
    capability?: Capability;
  }
}

/** Records the capability of each route registered after it on `app` (call before the routes). */
export function recordAdminRoutes(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const capability = route.config?.capability;
    if (capability) for (const method of [route.method].flat()) adminRouteCapabilities.set(`${method} ${route.url}`, capability);
  });
}

/**
 * Route options for a console route: logged in (401), holding a role (403), holding `capability`
 * (403). Both checks run on the request's arrival, before its body is parsed or validated, so a
 * caller without the capability learns nothing of the route's field rules. The roles are read from
 * the database on every request, so a revoked role stops at once.
 */
export function staffOnly(db: Db, authenticate: (request: FastifyRequest) => Promise<void>, capability: Capability) {
  const holdsCapability = async (request: FastifyRequest) => {
    const roles = await rolesOf(db, currentUser(request).id);
    if (roles.length === 0) throw forbidden(NOT_STAFF);
    if (!capabilitiesOf(roles).includes(capability)) throw forbidden(MISSING_CAPABILITY);
  };
  return { config: { capability }, onRequest: [authenticate, holdsCapability] };
}

/** The logged-in staff member as the audit log names them (decision 1401): id and e-mail. */
export function staffActor(request: FastifyRequest): { id: string; email: string } {
  const { id, email } = currentUser(request);
  return { id, email };
}
