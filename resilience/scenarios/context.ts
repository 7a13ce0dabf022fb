import type { AppServer } from '../lib/app-server.ts';
import type { HttpClient } from '../lib/http.ts';
import type { ThrowawayPostgres } from '../lib/postgres.ts';
import type { Row } from '../lib/stats.ts';
import { VirtualUser, type Account, type WriteLedger } from '../lib/workload.ts';

export type SuiteContext = {
  pg: ThrowawayPostgres;
  databaseUrl: string;
  server: AppServer;
  accounts: Account[];
  jobs: string[];
  logFile: string;
};

export type Scenario = (ctx: SuiteContext) => Promise<Row>;

/**
 * `connections` virtual users over the accounts; the loops of one account split its jobs
 * between them, so two loops never apply to the same job for the same person.
 */
export function virtualUsers(ctx: SuiteContext, http: HttpClient, ledger: WriteLedger, connections: number, readsOnly = false): VirtualUser[] {
  const perAccount = Math.ceil(connections / ctx.accounts.length);
  return Array.from({ length: connections }, (_, i) => {
    const account = ctx.accounts[i % ctx.accounts.length]!;
    const slot = Math.floor(i / ctx.accounts.length);
    const jobs = ctx.jobs.filter((_, j) => j % perAccount === slot);
    return new VirtualUser(http, account, jobs, ledger, readsOnly);
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
