import pg from 'pg';
import type { HttpClient } from './http.ts';
import type { Account, WriteLedger } from './workload.ts';

/**
 * Registers `count` fresh users through the API, three at a time: what one address may have
 * hashing and waiting in the server's hash queue (docs/decisions/0705).
 */
export async function registerAccounts(http: HttpClient, count: number, tag: string): Promise<Account[]> {
  const accounts: Account[] = [];
  for (let i = 0; i < count; i += 3) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(3, count - i) }, async (_, k) => {
        const email = `resiliencia-${tag}-${i + k}@teste.rumo.app`;
        const password = `tucano-${tag}-${i + k}-lagoa`;
        const o = await http.request('/api/v1/users', {
          method: 'POST',
          body: { name: `Pessoa Carga ${i + k}`, email, password, tel: '11987654321', linkedin: '' },
          timeoutMs: 60_000,
        });
        const token = (o.body as { data?: { token?: string } } | null)?.data?.token;
        if (o.status !== 201 || !token) throw new Error(`registration failed: ${o.status} ${JSON.stringify(o.body)}`);
        return { email, token, password };
      }),
    );
    accounts.push(...batch);
  }
  return accounts;
}

/** Ids of the jobs that still accept applications. */
export async function openJobIds(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM jobs WHERE expired_at IS NULL OR expired_at > now() + interval '1 hour' ORDER BY id");
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

export type LedgerCheck = { checked: number; missing: string[] };

/** Looks for every acknowledged write in the database itself (not through the server under test). */
export async function verifyLedger(databaseUrl: string, ledger: WriteLedger): Promise<LedgerCheck> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const missing: string[] = [];
  let checked = 0;
  try {
    const appIds = [...ledger.applications];
    const { rows: apps } = await client.query<{ id: string }>('SELECT id FROM applications WHERE id = ANY($1::uuid[])', [appIds]);
    const present = new Set(apps.map((r) => r.id));
    for (const id of appIds) if (!present.has(id)) missing.push(`application ${id}`);
    checked += appIds.length;

    const changed = [...ledger.statusChanges.keys()];
    const { rows: changes } = await client.query<{ application_id: string; status: string; n: string }>(
      'SELECT application_id, status, count(*) AS n FROM application_status_changes WHERE application_id = ANY($1::uuid[]) GROUP BY 1, 2',
      [changed],
    );
    const counts = new Map(changes.map((r) => [`${r.application_id}/${r.status}`, Number(r.n)]));
    for (const [app, byStatus] of ledger.statusChanges) {
      for (const [status, acked] of byStatus) {
        checked += acked;
        const stored = counts.get(`${app}/${status}`) ?? 0;
        if (stored < acked) missing.push(`status change ${app} → ${status} (${acked} acknowledged, ${stored} stored)`);
      }
    }

    const cvIds = [...ledger.curriculaCreated, ...ledger.curriculaDeleted];
    const { rows: cvs } = await client.query<{ id: string }>('SELECT id FROM curricula WHERE id = ANY($1::uuid[])', [cvIds]);
    const cvPresent = new Set(cvs.map((r) => r.id));
    for (const id of ledger.curriculaCreated) {
      if (ledger.curriculaDeleted.has(id) || ledger.curriculaUncertain.has(id)) continue;
      checked++;
      if (!cvPresent.has(id)) missing.push(`curriculum ${id}`);
    }
    for (const id of ledger.curriculaDeleted) {
      checked++;
      if (cvPresent.has(id)) missing.push(`curriculum ${id} still present after an acknowledged delete`);
    }
  } finally {
    await client.end();
  }
  return { checked, missing };
}
