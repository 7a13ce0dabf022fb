import fastifyCookie from '@fastify/cookie';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createAppDeps, metricsFor, type AppDeps } from './app-deps.ts';
import type { Clock } from './lib/clock.ts';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Mailer } from './lib/mailer.ts';
import type { AppMetrics } from './lib/metrics/app-metrics.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { alertsRoutes } from './modules/alerts/alerts.routes.ts';
import { certificatesRoutes } from './modules/certificates/certificates.routes.ts';
import { curriculumRoutes } from './modules/curriculum/curriculum.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { savedJobsRoutes } from './modules/applications/saved-jobs.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { metricsRoutes } from './modules/health/metrics.routes.ts';
import { jobsAdminRoutes } from './modules/jobs/jobs.admin.routes.ts';
import { jobsRoutes } from './modules/jobs/jobs.routes.ts';
import { matchRoutes } from './modules/match/match.routes.ts';
import { journeyAdminRoutes } from './modules/journey/journey.admin.routes.ts';
import { journeyRoutes } from './modules/journey/journey.routes.ts';
import { plansRoutes } from './modules/plans/plans.routes.ts';
import { publicConfigRoutes } from './modules/public-config/public-config.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { highlightsAdminRoutes } from './modules/highlights/highlights.admin.routes.ts';
import { highlightsRoutes } from './modules/highlights/highlights.routes.ts';
import { staffRoutes } from './modules/staff/staff.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { consoleOverviewRoutes } from './modules/staff/console-overview.routes.ts';
import { leadsAdminRoutes } from './modules/plans/leads.admin.routes.ts';
import { plansAdminRoutes } from './modules/plans/plans.admin.routes.ts';
import { usersAdminRoutes } from './modules/accounts/users.admin.routes.ts';
import { sourcesAdminRoutes } from './modules/sources/sources.admin.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { newSessionCache, registerAuth } from './plugins/auth.ts';
import { followChanges, forgetOnWrite, JOB_CHANGES, SESSION_CHANGES } from './lib/change-feed.ts';
import { matchProfileCache } from './modules/match/index.ts';
import { jobRowCaches } from './modules/jobs/index.ts';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerHttpMetrics } from './plugins/http-metrics.ts';
import { registerLoadShedding } from './plugins/load-shedding.ts';
import { loggerOptions } from './plugins/logger-options.ts';
import { registerNoStore } from './plugins/no-store.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerRateLimits } from './plugins/rate-limit.ts';
import { registerRequestIdHeader, requestIdOf } from './plugins/request-id.ts';
import { inlineHashes } from './plugins/inline-hashes.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSpa } from './plugins/spa.ts';
import { timeoutOptions } from './plugins/timeouts.ts';

export type BuildOptions = {
  database: Database;
  config: Config;
  mailer?: Mailer;
  logger?: boolean;
  /** Where the JSON log lines go (default stdout); tests capture them. */
  logStream?: DestinationStream;
  /** The app's metrics (default: per METRICS_TOKEN); tests share them with a mailer they build. */
  metrics?: AppMetrics;
  /** "Now" for date rules (decision 1606); tests pass a clock they move. */
  clock?: Clock;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies the modules were registered with (the server starts their background jobs). */
    deps: AppDeps;
  }
}

/** A hop count as the trust function Fastify builds from a number (its types only take the function). */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the whole app; `server.ts` (production) and the tests call the same function. */
export async function buildApp({ database, config, mailer, logger = true, logStream, metrics = metricsFor(config, database), clock }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // docs/decisions/0707: JSON lines, secrets redacted, the request id on every line of a request (Fastify's `reqId`).
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    requestIdHeader: false,
    genReqId: requestIdOf,
    // The client's address is the socket's peer unless TRUST_PROXY names the proxies in front
    // (docs/decisions/0705): otherwise anyone could pick their own address for the rate limits.
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Shutdown: stop accepting, let in-flight requests finish, drop idle keep-alive sockets.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ajv: { customOptions: { coerceTypes: false } },
    frameworkErrors,
    // docs/decisions/0703: slow or idle clients are cut off; what Node refuses before routing gets our shape and headers.
    ...timeoutOptions(config.httpTimeouts),
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestIdHeader(app);
  // gzip/brotli for JSON and the SPA's files when the client accepts it (first screen: ~110 KB instead of ~330 KB);
  // already-compressed media (video, audio, images) is left alone. No streaming responses (SSE) exist to break.
  await app.register(compress, { threshold: 1024 });
  await registerSecurityHeaders(app, config.chatWidgetUrl ? [new URL(config.chatWidgetUrl).origin] : [], inlineHashes(config.webDist));
  // After the request id and security headers (a refusal carries them), before any work.
  await registerLoadShedding(app, config.shed, metrics);
  registerHttpMetrics(app, metrics);
  await registerOpenApi(app);
  // What this instance keeps in memory, kept true by the database's notifications (decision 1809).
  const sessionCache = newSessionCache();
  const userMemory = [sessionCache, matchProfileCache(database.db)];
  const jobRows = jobRowCaches(database.db);
  const changes = followChanges(database, { [SESSION_CHANGES]: userMemory, [JOB_CHANGES]: [jobRows.details, jobRows.rows, jobRows.pages] });
  app.addHook('onReady', changes.ready);
  app.addHook('onClose', changes.close);
  await app.register(fastifyCookie);
  registerAuth(app, database.db, sessionCache, config.publicUrl);
  forgetOnWrite(app, userMemory);
  registerNoStore(app);

  const deps = createAppDeps({ database, config, log: app.log, mailer, metrics, clock });
  app.decorate('deps', deps);
  registerRateLimits(app, deps.buckets);
  // Each feature registers itself here, by name.
  await app.register(healthRoutes, deps);
  await app.register(metricsRoutes, deps);
  await app.register(accountsRoutes, deps);
  await app.register(trackingRoutes, deps);
  await app.register(jobsRoutes, deps);
  await app.register(matchRoutes, deps);
  await app.register(alertsRoutes, deps);
  await app.register(curriculumRoutes, deps);
  await app.register(applicationsRoutes, deps);
  await app.register(savedJobsRoutes, deps);
  await app.register(plansRoutes, deps);
  await app.register(journeyRoutes, deps);
  await app.register(certificatesRoutes, deps);
  await app.register(highlightsRoutes, deps);
  await app.register(publicConfigRoutes, deps);
  await app.register(staffRoutes, deps);
  await app.register(jobsAdminRoutes, deps);
  await app.register(journeyAdminRoutes, deps);
  await app.register(supportRoutes, deps);
  await app.register(consoleOverviewRoutes, deps);
  await app.register(leadsAdminRoutes, deps);
  await app.register(plansAdminRoutes, deps);
  await app.register(usersAdminRoutes, deps);
  await app.register(sourcesAdminRoutes, deps);
  await app.register(filesRoutes, deps);
  await app.register(highlightsAdminRoutes, deps);

  await registerSpa(app, config.webDist);
  return app;
}
