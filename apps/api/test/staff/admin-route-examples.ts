import { globSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../src/db/database.ts';
import type { TestUser } from '../factories.ts';
import type { TestContext } from '../test-app.ts';

/**
 * A valid request for a console route whose path parameters or body the authorization matrix
 * cannot invent (a job's id, a bulk action): its URL and payload, made on the test's database.
 * The matrix calls every route with it, for every role, so a route with a capability must answer it
 * with a success. Each feature declares its own in `test/<feature>/*.admin-examples.ts`.
 */
export type AdminRouteExampleContext = { db: Db; t: TestContext; /** The user whose id the matrix puts in `{id}`. */ target: TestUser };
export type AdminRouteExample = (ctx: AdminRouteExampleContext) => Promise<{ url?: string; payload?: unknown }>;
export type AdminRouteExamples = Record<string, AdminRouteExample>;

/** Every `*.admin-examples.ts` under test/, keyed "METHOD /fastify/:path". */
export async function loadAdminRouteExamples(): Promise<AdminRouteExamples> {
  const root = path.resolve(import.meta.dirname, '..');
  const files = globSync('**/*.admin-examples.ts', { cwd: root }).sort();
  const modules = await Promise.all(files.map((f) => import(path.join(root, f)) as Promise<{ examples: AdminRouteExamples }>));
  return Object.assign({}, ...modules.map((m) => m.examples)) as AdminRouteExamples;
}
