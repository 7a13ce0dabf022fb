/** One CSV record and the line of the file where it starts (1-based), for error messages. */
export type CsvRecord = { line: number; fields: string[] };

export class CsvError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`linha ${line}: ${message}`);
  }
}

/**
 * Guesses the delimiter from the header line: ',' (RFC 4180) unless the header has more ';'
 * (spreadsheets set to pt-BR export CSV with semicolons because ',' is the decimal separator).
 */
export function detectDelimiter(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ',') commas++;
    else if (!quoted && ch === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * RFC 4180 parser: quoted fields may hold delimiters, line breaks and doubled quotes ("");
 * records end with CRLF or LF. A BOM is ignored; blank lines are skipped.
 * Throws CsvError for a quote that never closes or text right after a closing quote.
 */
export function parseCsv(input: string, delimiter: ',' | ';' = detectDelimiter(input)): CsvRecord[] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let fieldStarted = false;

  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
  };
  const endRecord = () => {
    endField();
    // A blank line is a record with one empty field: skip it.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };

  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && !fieldStarted && field === '') {
      // Quoted field: read up to the closing quote.
      const startLine = line;
      i++;
      for (;;) {
        if (i >= text.length) throw new CsvError(startLine, 'aspas sem fechamento.');
        const c = text[i]!;
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i++;
          break;
        }
        if (c === '\n') line++;
        field += c;
        i++;
      }
      fieldStarted = true;
      const next = text[i];
      if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r') {
        throw new CsvError(line, 'texto depois de um campo entre aspas.');
      }
      continue;
    }
    if (ch === delimiter) {
      endField();
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && text[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    field += ch;
    fieldStarted = true;
    i++;
  }
  if (field !== '' || fieldStarted || fields.length > 0) endRecord();
  return records;
}

/** Records as objects keyed by the (trimmed, lower-cased) header names. */
export function csvToObjects(input: string): { line: number; values: Record<string, string> }[] {
  const [header, ...rows] = parseCsv(input);
  if (!header) return [];
  const names = header.fields.map((h) => h.trim().toLowerCase());
  return rows.map((r) => ({
    line: r.line,
    values: Object.fromEntries(names.map((n, idx) => [n, r.fields[idx] ?? ''])),
  }));
}
