import { LEAD_STATUS_LABEL, type Lead } from '@rumo/contract';
import { csvDocument } from '../../lib/csv-document.ts';

// The leads export (decision 1404): through the one CSV writer (lib/csv-document.ts: BOM, ';',
// formula cells neutralised), dates dd/mm/yyyy in Brasília time.

const brasiliaDate = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' });

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
  return csvDocument(lines);
}

/** `interessados-AAAA-MM-DD.csv`, the day in Brasília. */
export function leadsCsvFilename(now = new Date()): string {
  return `interessados-${now.toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' })}.csv`;
}
