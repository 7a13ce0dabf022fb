import { LEAD_STATUS_LABEL, type Lead } from '@rumo/contract';
import { brasiliaDateText, brasiliaDay } from '../../lib/brasilia-day.ts';
import { csvDocument } from '../../lib/csv-document.ts';

// The leads export (decision 1404): through the one CSV writer (lib/csv-document.ts: BOM, ';',
// formula cells neutralised), dates dd/mm/yyyy in Brasília time.

const HEADER = ['Nome', 'E-mail', 'Plano atual', 'Plano pedido', 'Data', 'Status', 'Anotações'];

export function leadsCsv(leads: readonly Lead[]): string {
  const lines = [
    HEADER,
    ...leads.map((lead) => [
      lead.user_name,
      lead.user_email,
      lead.current_plan.name,
      lead.requested_plan.name,
      brasiliaDateText(new Date(lead.created_at)),
      LEAD_STATUS_LABEL[lead.status],
      lead.notes,
    ]),
  ];
  return csvDocument(lines);
}

/** `interessados-AAAA-MM-DD.csv`, the day in Brasília. */
export function leadsCsvFilename(now = new Date()): string {
  return `interessados-${brasiliaDay(now)}.csv`;
}
