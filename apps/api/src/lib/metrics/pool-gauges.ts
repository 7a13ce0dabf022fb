import { Gauge, type Registry } from 'prom-client';
import type { Database, PoolStats } from '../../db/database.ts';

/**
 * The database's connections, read at each scrape (docs/decisions/0707): node-postgres's pool, or
 * PGlite's worker queue. PGlite on the calling thread (PGLITE_IN_PROCESS=1) has neither: no gauges.
 */
export function registerPoolGauges(registry: Registry, database: Database): void {
  const stats = database.poolStats;
  if (!stats) return;
  const gauge = (name: string, help: string, read: (s: PoolStats) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['database'],
      registers: [registry],
      collect() {
        this.set({ database: database.kind }, read(stats()));
      },
    });
  gauge('rumo_db_pool_max', 'Conexões que o pool pode abrir (PGlite: 1)', (s) => s.max);
  gauge('rumo_db_pool_in_use', 'Conexões em uso (PGlite: 1 enquanto o worker atende)', (s) => s.inUse);
  gauge('rumo_db_pool_waiting', 'Pedidos esperando uma conexão (PGlite: na fila do worker)', (s) => s.waiting);
}
