import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { OWASP_SCRYPT_LOG_N } from './modules/accounts/password-hash.ts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed/seed.ts';

/**
 * The start's announcement (docs/decisions/0707): one JSON log line for the log collector (url,
 * database, whether demo data is seeded, the demo login only then), and, on a terminal only, the
 * same in a few lines for a person. Logged at `info` even when LOG_LEVEL is stricter (one line per
 * start), nothing at `silent`.
 */
export function announceStart(log: FastifyBaseLogger, config: Config, database: Database): void {
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = `http://${host}:${config.port}`;
  const demoLogin = config.seedDemo ? `${DEMO_EMAIL} / ${DEMO_PASSWORD}` : undefined;
  const banner = config.logLevel === 'silent' ? log : log.child({}, { level: 'info' });
  banner.info(
    {
      url,
      database: database.kind,
      ...(database.kind === 'pglite' ? { dataDir: config.dataDir } : {}),
      demoData: config.seedDemo,
      ...(demoLogin ? { demoLogin } : {}),
      docs: `${url}/api/docs`,
      metrics: config.metricsToken !== undefined,
    },
    'Rumo está no ar',
  );
  // A test machine's saving (decision 0711) must never pass unnoticed in production (0705).
  if (config.scryptLogN < OWASP_SCRYPT_LOG_N) {
    banner.warn(
      { passwordHashCost: config.scryptLogN },
      `PASSWORD_HASH_COST=${config.scryptLogN} está abaixo de ${OWASP_SCRYPT_LOG_N}: senhas mais fáceis de quebrar; use só em testes`,
    );
  }
  if (config.sourcesAllowPrivateAddresses) {
    banner.warn(
      { sourcesAllowPrivateAddresses: true },
      'SOURCES_ALLOW_PRIVATE_ADDRESSES=1: as fontes de vagas podem ler endereços da rede interna e de loopback; use só em testes ou com espelhos numa rede privada',
    );
  }
  if (!process.stdout.isTTY) return;
  const lines = [
    `Rumo está no ar: ${url}`,
    `Banco de dados: ${database.kind === 'pglite' ? `PGlite em ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...(demoLogin ? [`Login de demonstração: ${demoLogin}`] : []),
    `Documentação da API: ${url}/api/docs`,
  ];
  process.stdout.write(`\n${lines.map((l) => `  ${l}`).join('\n')}\n\n`);
}
