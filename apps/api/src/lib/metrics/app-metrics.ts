import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/database.ts';
import { registerPoolGauges } from './pool-gauges.ts';

export type EmailTransport = 'smtp' | 'outbox';

/**
 * What the app measures for Prometheus (docs/decisions/0707). One registry per app, no global:
 * tests build several apps in one process. `registry` is null when metrics are off (no
 * METRICS_TOKEN): nothing is then measured at all.
 */
export type AppMetrics = {
  registry: Registry | null;
  /** One answered HTTP request; `route` is the route's pattern, never the raw URL. */
  httpRequest: (labels: { method: string; route: string; statusCode: number }, seconds: number) => void;
  /** One run of a background job, failed when it threw. */
  jobRun: (job: string, ok: boolean) => void;
  /** One e-mail handed over (SMTP) or written as the delivery (outbox), or one failed SMTP attempt. */
  email: (transport: EmailTransport, ok: boolean) => void;
  /** One request answered 503 by the load shedding, with the limit it passed. */
  requestShed: (reason: string) => void;
};

export const noMetrics: AppMetrics = { registry: null, httpRequest: () => {}, jobRun: () => {}, email: () => {}, requestShed: () => {} };

/** Seconds: from a health check (~1 ms) to the 30 s request timeout (docs/decisions/0703). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function createAppMetrics(database: Database): AppMetrics {
  const registry = new Registry();
  // Node's own figures: event-loop delay (nodejs_eventloop_lag_*), heap, GC, handles, CPU, RSS.
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const http = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das requisições HTTP, por método, padrão de rota e status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: DURATION_BUCKETS,
    registers,
  });
  const jobRuns = new Counter({ name: 'rumo_background_job_runs_total', help: 'Execuções de tarefas em segundo plano', labelNames: ['job'], registers });
  const jobFailures = new Counter({ name: 'rumo_background_job_failures_total', help: 'Execuções de tarefas em segundo plano que falharam', labelNames: ['job'], registers });
  const emailsSent = new Counter({ name: 'rumo_emails_sent_total', help: 'E-mails entregues (SMTP) ou gravados na caixa de saída', labelNames: ['transport'], registers });
  const emailsFailed = new Counter({ name: 'rumo_emails_failed_total', help: 'Tentativas de entrega de e-mail que falharam', labelNames: ['transport'], registers });
  const shed = new Counter({ name: 'rumo_requests_shed_total', help: 'Requisições recusadas com 503 por sobrecarga', labelNames: ['reason'], registers });
  registerPoolGauges(registry, database);
  return {
    registry,
    httpRequest: ({ method, route, statusCode }, seconds) => http.observe({ method, route, status_code: statusCode }, seconds),
    jobRun: (job, ok) => {
      jobRuns.inc({ job });
      if (!ok) jobFailures.inc({ job });
    },
    email: (transport, ok) => (ok ? emailsSent : emailsFailed).inc({ transport }),
    requestShed: (reason) => shed.inc({ reason }),
  };
}
