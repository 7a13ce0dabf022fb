const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name anything: answer like an unknown one instead of letting PostgreSQL fail the cast. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
