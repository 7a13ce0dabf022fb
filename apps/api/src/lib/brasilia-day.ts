/** Brazil's official time (Brasília, no daylight saving since 2019): the day of an instant, AAAA-MM-DD. */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

export function brasiliaDay(at: Date | number = Date.now()): string {
  return new Date(at).toLocaleDateString('sv-SE', { timeZone: BRASILIA_TIME_ZONE });
}

/** The first instant of the Brasília day of `at`. */
export function startOfBrasiliaDay(at: Date | number = Date.now()): Date {
  return new Date(`${brasiliaDay(at)}T00:00:00-03:00`);
}
