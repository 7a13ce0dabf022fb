import { LEAD_STATUS_LABEL, type Lead } from '@rumo/contract';

// The leads export (decision 1404): opens as-is in Excel set to pt-BR — UTF-8 with a BOM, ';'
// between cells, dates dd/mm/yyyy in Brasília time — and is safe to open: a cell that a
// spreadsheet would read as a formula gets a leading apostrophe (CSV injection, OWASP).

const BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

const brasiliaDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

/** One cell: neutralised if it could start a formula, always quoted, quotes doubled. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

const HEADER = ['Nome', 'E-mail', 'Plano atual', 'Plano pedido', 'Data', 'Status', 'Anotações'];

export function leadsCsv(leads: readonly Lead[]): string {
  const lines = [
    HEADER,
    ...leads.map((lead) => [
      lead.user_name,
      lead.user_email,
      lead.current_plan.name,
      lead.requested_plan.name,
      brasiliaDate.format(new Date(lead.created_at)),
      LEAD_STATUS_LABEL[lead.status],
      lead.notes,
    ]),
  ];
  return BOM + lines.map((cells) => cells.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

/** `interessados-AAAA-MM-DD.csv`, the day in Brasília. */
export function leadsCsvFilename(now = new Date()): string {
  return `interessados-${now.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })}.csv`;
}
