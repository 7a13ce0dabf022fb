// The one CSV writer (decisions 1404, 1702): opens as-is in Excel set to pt-BR — UTF-8 with a BOM,
// ';' between cells, CRLF lines — and is safe to open: a cell that a spreadsheet would read as a
// formula (= + - @, or a tab or carriage return before one) gets a leading apostrophe (CSV
// injection, OWASP). The leads export and the applications export both go through it.

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: neutralised if it could start a formula, always quoted, quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A whole file: the BOM, then one line per row. */
export function csvDocument(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((cells) => cells.map(csvCell).join(';')).join('\r\n') + '\r\n';
}
