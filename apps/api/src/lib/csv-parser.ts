import { pipeline, Readable } from 'node:stream';
import { CsvError as ParseError, parse, type Options } from 'csv-parse';

/** One CSV record and the line of the file where it starts (1-based), for error messages. */
export type CsvRecord = { line: number; fields: string[] };
export type CsvDelimiter = ',' | ';';

export class CsvError extends Error {
  readonly line: number;
  constructor(line: number, message: string) {
    super(`linha ${line}: ${message}`);
    this.line = line;
  }
}

/**
 * Guesses the delimiter from the header line: ',' (RFC 4180) unless the header has more ';'
 * (spreadsheets set to pt-BR export CSV with semicolons because ',' is the decimal separator).
 * `sample` is the start of the file; only its first line (outside quotes) is read.
 */
export function detectDelimiter(sample: string): CsvDelimiter {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of sample) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

const lineBreaks = (fields: string[]) => fields.reduce((n, field) => n + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

const reason = (err: ParseError) => (err.code === 'CSV_QUOTE_NOT_CLOSED' ? 'aspas sem fechamento.' : `formato inválido (${err.message}).`);

/**
 * Streams the records of `source` through csv-parse, RFC 4180: quoted fields may hold delimiters,
 * line breaks and doubled quotes; records end with CRLF, LF or CR (mixed in one file too). A BOM
 * is ignored, blank lines (and lines holding only `""`) are skipped, rows may be shorter or longer
 * than the header. A quote inside an unquoted field (`27" monitor`) and text right after a closing
 * quote are kept as text, as people write them in spreadsheets.
 *
 * Each record carries the line where it starts, counted here as csv-parse hands the records over
 * (its own count takes a CRLF inside a quoted field for two lines). A quote that never closes
 * throws CsvError naming the line where its record starts; errors of the source pass through.
 */
export async function* csvRecords(source: Readable, delimiter: CsvDelimiter): AsyncGenerator<CsvRecord> {
  // Line breaks taken by the records parsed so far: those inside their fields, plus each one's end.
  let used = 0;
  const options: Options<CsvRecord, string[]> = {
    delimiter,
    bom: true,
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    on_record: (fields, { empty_lines }) => {
      const line = 1 + used + empty_lines;
      used += lineBreaks(fields) + 1;
      return fields.length === 1 && fields[0] === '' ? null : { line, fields };
    },
  };
  // parse()'s typings only take records that stay string arrays; on_record makes them CsvRecord.
  const parser = parse(options as unknown as Options);
  pipeline(source, parser, () => {});
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) yield record;
  } catch (err) {
    if (err instanceof ParseError) throw new CsvError(1 + used + Number(err.empty_lines ?? 0), reason(err));
    throw err;
  }
}

/** Rows as objects keyed by the (trimmed, lower-cased) header names; short rows get empty strings. */
export async function* csvObjects(source: Readable, delimiter: CsvDelimiter): AsyncGenerator<{ line: number; values: Record<string, string> }> {
  let names: string[] | undefined;
  for await (const { line, fields } of csvRecords(source, delimiter)) {
    if (!names) {
      names = fields.map((h) => h.trim().toLowerCase());
      continue;
    }
    yield { line, values: Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ''])) };
  }
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** Every record of a CSV text (the delimiter guessed from its header unless given). */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(text)): Promise<CsvRecord[]> {
  return collect(csvRecords(Readable.from([text]), delimiter));
}

/** Every row of a CSV text as an object keyed by the header names. */
export function csvToObjects(text: string): Promise<{ line: number; values: Record<string, string> }[]> {
  return collect(csvObjects(Readable.from([text]), detectDelimiter(text)));
}
