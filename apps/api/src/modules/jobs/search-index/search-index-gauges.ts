import { Gauge, type Registry } from 'prom-client';
import type { Db } from '../../../db/database.ts';
import { searchIndexOf, type IndexState } from './search-index-sync.ts';

/**
 * The in-memory search index of this process (docs/decisions/1822), read at each scrape: whether it
 * answers, how much it holds, and how many searches it answered. With SEARCH_INDEX=off: no gauges.
 */
export function registerSearchIndexGauges(registry: Registry, db: Db): void {
  const gauge = (name: string, help: string, read: (s: IndexState) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const state = searchIndexOf(db)?.state();
        if (state) this.set(read(state));
      },
    });
  gauge('rumo_search_index_ready', 'Índice de busca em memória pronto (1) ou não (0: o banco responde as buscas)', (s) => (s.status === 'ready' ? 1 : 0));
  gauge('rumo_search_index_jobs', 'Vagas no índice de busca em memória', (s) => s.live);
  gauge('rumo_search_index_dead_jobs', 'Versões antigas de vagas ainda no índice (até a próxima construção)', (s) => s.dead);
  gauge('rumo_search_index_posting_bytes', 'Bytes das listas de ocorrências do índice de busca', (s) => s.postingBytes);
  gauge('rumo_search_index_searches_answered', 'Buscas respondidas pelo índice desde o início do processo', (s) => s.answered);
}
