import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/database.ts';
import type { AdminRouteExamples } from '../staff/admin-route-examples.ts';

let made = 0;

/**
 * A paused source that points at a closed local port: a sync the matrix asks for finds nothing due,
 * and nothing ever reaches the internet.
 */
async function pausedSource(db: Db): Promise<string> {
  made += 1;
  const [row] = rowsOf<{ id: string }>(
    await db.execute(
      sql`INSERT INTO job_sources (kind, key, name, base_url, enabled) VALUES ('greenhouse', ${`matriz${made}`}, 'Matriz', 'http://127.0.0.1:9', false) RETURNING id`,
    ),
  );
  return row!.id;
}

/**
 * Valid requests for the sources console routes (decision 1502), for the authorization matrix. The
 * matrix calls a route once for each role allowed, so creating and removing hand out a fresh key or
 * source to every call (getters read at each call).
 */
export const examples: AdminRouteExamples = {
  'POST /api/admin/v1/sources': async () => ({
    get payload() {
      made += 1;
      // A public name the outbound policy accepts (decision 1901) in a top-level domain that never resolves.
      return { kind: 'greenhouse', key: `matrizNova${made}`, base_url: 'https://fontes.invalid' };
    },
  }),
  'GET /api/admin/v1/sources/:id': async ({ db }) => ({ url: `/api/admin/v1/sources/${await pausedSource(db)}` }),
  'PATCH /api/admin/v1/sources/:id': async ({ db }) => ({ url: `/api/admin/v1/sources/${await pausedSource(db)}`, payload: { name: 'Matriz renomeada' } }),
  'POST /api/admin/v1/sources/:id/sync': async ({ db }) => {
    // The sources the create example made are paused, and this one is enabled but leased as if
    // another instance were syncing it: the sync the matrix asks for finds nothing it may take.
    await db.execute(sql`UPDATE job_sources SET enabled = false WHERE base_url IN ('http://127.0.0.1:9', 'https://fontes.invalid')`);
    const id = await pausedSource(db);
    await db.execute(sql`UPDATE job_sources SET enabled = true, lease_owner = 'outra', lease_until = now() + interval '1 hour' WHERE id = ${id}`);
    return { url: `/api/admin/v1/sources/${id}/sync` };
  },
  'DELETE /api/admin/v1/sources/:id': async ({ db }) => {
    // Every call reads the URL, refused ones too: one source per call.
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await pausedSource(db));
    return {
      get url() {
        return `/api/admin/v1/sources/${ids.shift() ?? '00000000-0000-4000-8000-000000000000'}`;
      },
    };
  },
};
