import { SOURCE_KINDS, SOURCE_RUN_STATUS_LABELS, sourceCreateRequest, type SourceItem, type SourceRun } from '@rumo/contract';
import { CommandError, defineCommand } from '../../operator-command.ts';
import type { AppDeps } from '../../app-deps.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import { clearJobSearchCaches } from '../jobs/index.ts';
import { feedClientFor } from './feed-client.ts';
import { isSourceKind } from './source-kinds.ts';
import { syncSource } from './source-sync.ts';
import { createSource, listSources, removeSource } from './sources.service.ts';

const USAGE = [
  'Uso:',
  '  sources add TIPO CHAVE [--base-url URL] [--review] [--name NOME] [--interval MINUTOS]',
  '  sources list',
  '  sources sync [CHAVE]',
  '  sources remove CHAVE',
  `TIPO: ${SOURCE_KINDS.join(', ')}. Uma CHAVE de dois tipos se escreve TIPO:CHAVE.`,
].join('\n');

const when = (iso: string) => new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' });

/** `--flag value` pairs and bare flags out of the arguments; anything unknown is an error. */
function options(args: string[], withValue: string[], bare: string[]) {
  const values = new Map<string, string>();
  const flags = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (withValue.includes(arg)) {
      const value = args[++i];
      if (value === undefined) throw new CommandError(`${arg} precisa de um valor.\n${USAGE}`);
      values.set(arg, value);
    } else if (bare.includes(arg)) flags.add(arg);
    else if (arg.startsWith('--')) throw new CommandError(`Opção desconhecida: ${arg}.\n${USAGE}`);
    else positional.push(arg);
  }
  return { values, flags, positional };
}

/** KEY, or KIND:KEY when two kinds share the key (a page URL's 'https:' is not a kind). */
export async function findSource(db: Db, spec: string): Promise<SourceItem> {
  const colon = spec.indexOf(':');
  const kind = colon > 0 && isSourceKind(spec.slice(0, colon)) ? spec.slice(0, colon) : null;
  const key = kind ? spec.slice(colon + 1) : spec;
  const found = (await listSources(db)).filter((s) => s.key === key && (kind === null || s.kind === kind));
  if (found.length === 0) throw new CommandError(`Nenhuma fonte com a chave ${spec}. Veja "sources list".`);
  if (found.length > 1) throw new CommandError(`A chave ${key} existe em mais de um tipo: use ${found.map((s) => `${s.kind}:${s.key}`).join(' ou ')}.`);
  return found[0]!;
}

function describeRun(run: SourceRun): string[] {
  const lines = [
    `  ${SOURCE_RUN_STATUS_LABELS[run.status]}: lidas ${run.fetched}, novas ${run.created}, atualizadas ${run.updated}, sem mudança ${run.unchanged}, expiradas ${run.expired}, republicadas ${run.republished}, rejeitadas ${run.rejected}`,
  ];
  for (const r of run.rejections) lines.push(`    rejeitada ${r.source_job_id ?? '(sem id)'}: ${r.reason}`);
  if (run.rejected > run.rejections.length) lines.push(`    … e mais ${run.rejected - run.rejections.length} rejeitadas`);
  if (run.error) lines.push(`  erro: ${run.error}`);
  return lines;
}

async function add({ db, config }: AppDeps, out: (line: string) => void, args: string[]) {
  const { values, flags, positional } = options(args, ['--base-url', '--name', '--interval'], ['--review']);
  const [kind, key, ...rest] = positional;
  if (!kind || !key || rest.length > 0) throw new CommandError(USAGE);
  const interval = values.get('--interval');
  const parsed = sourceCreateRequest.safeParse({
    kind,
    key,
    name: values.get('--name'),
    base_url: values.get('--base-url'),
    trust: flags.has('--review') ? 'review' : 'auto',
    interval_minutes: interval === undefined ? undefined : /^\d+$/.test(interval) ? Number(interval) : interval,
  });
  if (!parsed.success) throw new CommandError(parsed.error.issues[0]!.message);
  try {
    const source = await createSource(db, 'cli', parsed.data, { allowPrivateAddresses: config.sourcesAllowPrivateAddresses });
    out(
      `Fonte cadastrada: ${source.name} (${source.kind}:${source.key}), ${source.trust === 'review' ? 'vagas em revisão' : 'publicação automática'}, a cada ${source.interval_minutes} min.`,
    );
  } catch (err) {
    if (err instanceof AppError) throw new CommandError(err.message);
    throw err;
  }
}

async function list(db: Db, out: (line: string) => void) {
  const sources = await listSources(db);
  if (sources.length === 0) out('Nenhuma fonte cadastrada. Use "sources add TIPO CHAVE".');
  for (const s of sources) {
    const last = s.last_run ? `última: ${SOURCE_RUN_STATUS_LABELS[s.last_run.status]} em ${when(s.last_run.started_at)}` : 'nunca sincronizada';
    out(
      `${s.kind}:${s.key}  ${s.name}  ${s.trust === 'review' ? 'revisão' : 'automática'}  ${s.enabled ? `a cada ${s.interval_minutes} min` : 'pausada'}  vagas ativas: ${s.active_jobs}  ${last}`,
    );
  }
}

async function sync(deps: AppDeps, out: (line: string) => void, args: string[]) {
  const { db } = deps;
  if (args.length > 1) throw new CommandError(USAGE);
  const targets = args[0] ? [await findSource(db, args[0])] : (await listSources(db)).filter((s) => s.enabled);
  if (targets.length === 0) throw new CommandError('Nenhuma fonte ativa para sincronizar.');
  const client = feedClientFor(deps);
  let failed = 0;
  for (const source of targets) {
    out(`${source.name} (${source.kind}:${source.key})`);
    const outcome = await syncSource(db, source.id, { client, log: deps.log });
    if (outcome.status !== 'done') {
      failed += 1;
      out(outcome.status === 'busy' ? '  já está sendo sincronizada por outra instância; tente de novo em alguns minutos.' : '  a fonte foi removida.');
      continue;
    }
    if (outcome.changedJobs) clearJobSearchCaches(db);
    if (outcome.run.status === 'failed') failed += 1;
    for (const line of describeRun(outcome.run)) out(line);
  }
  if (failed === targets.length) throw new CommandError(failed === 1 ? 'A sincronização falhou.' : 'Todas as sincronizações falharam.');
}

async function remove(db: Db, out: (line: string) => void, args: string[]) {
  if (args.length !== 1) throw new CommandError(USAGE);
  const source = await findSource(db, args[0]!);
  const expired = await removeSource(db, 'cli', source.id);
  out(`Fonte removida: ${source.name} (${source.kind}:${source.key}); ${expired} vaga(s) sem outra fonte expiraram.`);
}

export const sourcesCommand = defineCommand('sources', {
  usage: 'sources add|list|sync|remove …',
  description: 'Fontes de vagas (Greenhouse, Lever, Gupy, Recruitee, Workable, SmartRecruiters, GitHub, páginas schema.org): cadastra, lista, sincroniza agora e remove.',
  run: async ({ out, ...deps }, [sub, ...args]) => {
    const { db } = deps;
    if (sub === 'add') return add(deps, out, args);
    if (sub === 'list' && args.length === 0) return list(db, out);
    if (sub === 'sync') return sync(deps, out, args);
    if (sub === 'remove') return remove(db, out, args);
    throw new CommandError(USAGE);
  },
});
