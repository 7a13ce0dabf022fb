/**
 * Brazil's official time (Brasília, no daylight saving since 2019): days and hours of instants, and
 * the dd/mm/yyyy the product shows. Days are AAAA-MM-DD text ("iso day"), never a Date at midnight.
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

const DAY_MS = 24 * 60 * 60 * 1000;
const ddmmyyyyInBrasilia = new Intl.DateTimeFormat('pt-BR', { timeZone: BRASILIA_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
/**
 * What `toLocaleDateString('sv-SE', { timeZone })` formats with (AAAA-MM-DD), built once: that call
 * builds a new Intl.DateTimeFormat each time (~0.1 ms), and the session check of every logged-in
 * request asks for the day — a fifth of a job detail's CPU in `npm run bench` (docs/decisions/1804).
 */
const isoDayInBrasilia = new Intl.DateTimeFormat('sv-SE', { timeZone: BRASILIA_TIME_ZONE });
const hourInBrasilia = new Intl.DateTimeFormat('en-US', { timeZone: BRASILIA_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });

/** The Brasília day of an instant, AAAA-MM-DD. */
export function brasiliaDay(at: Date | number = Date.now()): string {
  return isoDayInBrasilia.format(at);
}

/**
 * The first instant of the Brasília day of `at`. The session check asks it on every logged-in
 * request (4% of a job detail's CPU in `npm run bench`, decision 1809), and the answer is the same
 * for every instant of one UTC hour (Brasília's offsets are whole hours): the last hour's is kept.
 */
export function startOfBrasiliaDay(at: Date | number = Date.now()): Date {
  const hour = Math.floor(Number(at) / HOUR_MS);
  if (hour !== lastDayStart.hour) lastDayStart = { hour, start: new Date(`${brasiliaDay(at)}T00:00:00-03:00`).getTime() };
  return new Date(lastDayStart.start);
}
const HOUR_MS = 60 * 60 * 1000;
let lastDayStart = { hour: Number.NaN, start: 0 };

/** The Brasília day of an instant as dd/mm/yyyy (CSV exports). */
export const brasiliaDateText = (at: Date | number): string => ddmmyyyyInBrasilia.format(at);

/** An iso day (AAAA-MM-DD, already a wall-clock day) as dd/mm/yyyy. */
export const isoDayText = (isoDay: string): string => isoDay.split('-').reverse().join('/');

/** The hour (0–23) of an instant in Brasília. */
export const brasiliaHour = (at: Date): number => Number(hourInBrasilia.format(at));

/** The iso day `days` after (or before, when negative) an iso day; calendar days, counted at noon UTC. */
export const addDays = (isoDay: string, days: number): string => new Date(Date.parse(`${isoDay}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
