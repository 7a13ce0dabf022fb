/**
 * Dates the console schedules are São Paulo time whatever the editor's computer says (decision
 * 1606): a highlight "at 09:00" goes out at 09:00 in Brasília for every learner.
 */
export const SAO_PAULO = 'America/Sao_Paulo';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(date: Date): { year: string; month: string; day: string; hour: string; minute: string; second: string } {
  const found = Object.fromEntries(parts.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: found.year!, month: found.month!, day: found.day!, hour: found.hour!, minute: found.minute!, second: found.second! };
}

/** São Paulo's offset from UTC at `date`, in milliseconds (−3 h since 2019; the zone data decides). */
function offsetAt(date: Date): number {
  const w = wallClock(date);
  return Date.UTC(+w.year, +w.month - 1, +w.day, +w.hour, +w.minute, +w.second) - Math.floor(date.getTime() / 1000) * 1000;
}

/** An ISO moment → the value of a `datetime-local` input in São Paulo time ('2026-11-27T09:00'). */
export function toSaoPauloInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const w = wallClock(date);
  return `${w.year}-${w.month}-${w.day}T${w.hour}:${w.minute}`;
}

/** A `datetime-local` value (seconds optional) read as São Paulo time → an ISO moment, or null when it is not a date. */
export function fromSaoPauloInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!match) return null;
  const asUtc = Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!, +(match[6] ?? 0));
  if (Number.isNaN(asUtc)) return null;
  // The offset of the moment itself (read twice, in case the first guess sits across a change).
  const first = asUtc - offsetAt(new Date(asUtc));
  return new Date(asUtc - offsetAt(new Date(first))).toISOString();
}

const display = new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** 'dd/mm/yyyy hh:mm' in São Paulo time. */
export function formatSaoPauloDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : display.format(date).replace(',', '');
}

const dayDisplay = new Intl.DateTimeFormat('pt-BR', { timeZone: SAO_PAULO, day: '2-digit', month: '2-digit', year: 'numeric' });

/** 'dd/mm/yyyy': the São Paulo day of a moment (a certificate's issue date is the same day for every reader, decision 1703). */
export function formatSaoPauloDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dayDisplay.format(date);
}
