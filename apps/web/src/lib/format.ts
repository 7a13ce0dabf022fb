/** pt-BR display helpers. Dates and money go through Intl so separators are always right. */

const dateFormatter = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const moneyFormatter = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const EMPTY_DATE = 'N/A';

function toDate(value: string | number | Date): Date | null {
  if (typeof value === 'string') {
    // A plain yyyy-mm-dd is a calendar day, not UTC midnight (which would show the day before in Brazil).
    const match = DATE_ONLY.exec(value);
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd/mm/yyyy, or `empty` ('N/A' by default) when there is no valid date. */
export function formatDate(value: string | number | Date | null | undefined, empty = EMPTY_DATE): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  return date ? dateFormatter.format(date) : empty;
}

const timeFormatter = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hour12: false });

/** dd/mm/yyyy HH:mm in the person's time zone (ticket messages, the console's audit log and activity), or `empty`. */
export function formatDateTime(value: string | number | Date | null | undefined, empty = EMPTY_DATE): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  return date ? `${dateFormatter.format(date)} ${timeFormatter.format(date)}` : empty;
}

/** mm/yyyy (curriculum preview). */
export function formatMonthYear(value: string | number | Date | null | undefined, empty = EMPTY_DATE): string {
  if (value === null || value === undefined || value === '') return empty;
  const date = toDate(value);
  if (!date) return empty;
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
}

/** yyyy-mm-dd, the format the API expects for dates (spec section 5). */
export function toIsoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/**
 * 'R$ 1.234,56' (Intl puts a no-break space after R$ so the symbol never wraps away from the value).
 * Accepts numbers or numeric strings such as the API's decimals ("1234.56"); empty → `empty`.
 */
export function formatMoney(value: number | string | null | undefined, empty = ''): string {
  if (value === null || value === undefined || value === '') return empty;
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? moneyFormatter.format(amount) : empty;
}

const percentFormatters = [0, 2].map((digits) => new Intl.NumberFormat('pt-BR', { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: 2 }));

/**
 * '7,30%' from a fraction (0.073), two decimals, as a computed rate is shown; `{ prose: true }` drops
 * needless zeros for a rate in a sentence ('7,5%', '14%').
 */
export const formatPercent = (fraction: number, { prose = false } = {}): string => percentFormatters[prose ? 0 : 1]!.format(fraction);
