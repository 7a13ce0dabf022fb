import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../../db/database.ts';
import { CsvError, csvObjects, detectDelimiter } from '../../../lib/csv-parser.ts';
import { describeIssues, importRecord, toNewJob } from './import-record.ts';
import { fromJobPosting, isJobPosting } from './json-ld.ts';
import { upsertJob } from './job-upsert.ts';

export type ImportSummary = { inserted: number; updated: number; rejected: { label: string; reason: string }[] };
type Candidate = { label: string; values: Record<string, unknown> } | { label: string; error: string };

export class ImportFileError extends Error {}

const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** pt-BR and English CSV headers → our field names. */
const HEADER_ALIASES: Record<string, string> = {
  id: 'external_id',
  id_externo: 'external_id',
  externalid: 'external_id',
  identificador: 'external_id',
  titulo: 'title',
  título: 'title',
  cargo: 'title',
  descricao: 'description',
  descrição: 'description',
  empresa: 'company',
  cidade: 'city',
  estado: 'state',
  uf: 'state',
  salario: 'salary',
  salário: 'salary',
  salario_min: 'salary_min',
  salario_minimo: 'salary_min',
  salario_max: 'salary_max',
  salario_maximo: 'salary_max',
  salário_mínimo: 'salary_min',
  salário_máximo: 'salary_max',
  moeda: 'salary_currency',
  periodo: 'salary_period',
  periodo_salario: 'salary_period',
  período: 'salary_period',
  link_candidatura: 'apply_url',
  candidatura: 'apply_url',
  regiao_remoto: 'remote_region',
  regiao: 'remote_region',
  região_remoto: 'remote_region',
  região: 'remote_region',
  pcd: 'affirmative',
  afirmativa: 'affirmative',
  vaga_afirmativa: 'affirmative',
  captacao: 'captation',
  captação: 'captation',
  link: 'url',
  expira_em: 'expired_at',
  validade: 'expired_at',
  tipo: 'job_type',
  tipo_contratacao: 'job_type',
  contratacao: 'job_type',
  modelo: 'work_model',
  modelo_trabalho: 'work_model',
  senioridade: 'seniority',
  nivel: 'seniority',
  publicada_em: 'published_at',
  data_publicacao: 'published_at',
  habilidades: 'skills',
  tags: 'skills',
};

/** The rows of a CSV file, streamed from disk through csv-parse. */
async function fromCsv(file: string, sample: string): Promise<Candidate[]> {
  const candidates: Candidate[] = [];
  for await (const { line, values } of csvObjects(createReadStream(file), detectDelimiter(sample))) {
    candidates.push({
      label: `linha ${line}`,
      values: Object.fromEntries(Object.entries(values).map(([k, v]) => [HEADER_ALIASES[k] ?? k, v])),
    });
  }
  return candidates;
}

function fromJson(text: string): Candidate[] {
  let data: unknown;
  try {
    data = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (err) {
    throw new ImportFileError(`JSON inválido: ${(err as Error).message}`);
  }
  const obj = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  let items: unknown[];
  if (Array.isArray(data)) items = data;
  else if (obj && Array.isArray(obj.jobs)) items = obj.jobs;
  else if (obj && Array.isArray(obj['@graph']))
    items = (obj['@graph'] as unknown[]).filter(isJobPosting); // other nodes (Organization, WebSite) are not jobs
  else if (obj && isJobPosting(obj)) items = [obj];
  else throw new ImportFileError('Formato JSON não reconhecido: use uma lista de vagas, um objeto com "jobs", ou JobPosting do schema.org.');
  return items.map((item, i) => {
    const label = `registro ${i + 1}`;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return { label, error: 'não é um objeto.' };
    return { label, values: isJobPosting(item) ? fromJobPosting(item) : (item as Record<string, unknown>) };
  });
}

const SAMPLE_BYTES = 64 * 1024;

function unreadable(file: string, err: unknown): ImportFileError {
  const code = (err as NodeJS.ErrnoException).code;
  const reason = code === 'ENOENT' ? 'arquivo não encontrado' : code === 'EACCES' ? 'sem permissão de leitura' : (code ?? (err as Error).message);
  return new ImportFileError(`Não foi possível ler o arquivo ${file}: ${reason}.`);
}

/** The first bytes of the file, as text: enough to tell JSON from CSV and to read a CSV header. */
async function readSample(file: string): Promise<string> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(SAMPLE_BYTES), 0, SAMPLE_BYTES, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\ufeff/, '');
  } finally {
    await handle.close();
  }
}

/**
 * Reads an operator's import file into candidate records. JSON by extension or by its first
 * character (read whole: at most 50 MB); anything else is CSV, streamed through csv-parse.
 */
export async function readImportCandidates(file: string): Promise<Candidate[]> {
  let sample: string;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) throw new ImportFileError(`${file} não é um arquivo.`);
    if (stat.size > MAX_FILE_BYTES) throw new ImportFileError(`Arquivo grande demais (máximo 50 MB): ${file}`);
    sample = await readSample(file);
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    throw unreadable(file, err);
  }
  const ext = path.extname(file).toLowerCase();
  const looksJson = /^\s*[[{]/.test(sample);
  try {
    if (ext === '.json' || ext === '.jsonld' || (ext !== '.csv' && looksJson)) return fromJson(await fs.readFile(file, 'utf8'));
    return await fromCsv(file, sample);
  } catch (err) {
    if (err instanceof ImportFileError) throw err;
    if (err instanceof CsvError) throw new ImportFileError(`CSV inválido, ${err.message}`);
    if (typeof (err as NodeJS.ErrnoException).code === 'string') throw unreadable(file, err);
    throw err;
  }
}

/**
 * Validates every record, upserts the valid ones one by one, and reports the rest with their position.
 * New jobs are published, or pending ('Em revisão') with `review` (decision 1402).
 */
export async function importJobs(db: Db, candidates: Candidate[], options: { review?: boolean } = {}): Promise<ImportSummary> {
  const summary: ImportSummary = { inserted: 0, updated: 0, rejected: [] };
  for (const c of candidates) {
    if ('error' in c) {
      summary.rejected.push({ label: c.label, reason: c.error });
      continue;
    }
    const parsed = importRecord.safeParse(c.values);
    if (!parsed.success) {
      summary.rejected.push({ label: c.label, reason: describeIssues(parsed.error) });
      continue;
    }
    try {
      const outcome = await upsertJob(db, toNewJob(parsed.data), options.review ? 'pending' : 'published');
      summary[outcome]++;
    } catch (err) {
      const cause = (err as { cause?: Error }).cause ?? (err as Error);
      summary.rejected.push({ label: c.label, reason: `não foi gravado (${cause.message.split('\n')[0]}).` });
    }
  }
  return summary;
}
