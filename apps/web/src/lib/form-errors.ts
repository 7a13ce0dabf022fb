import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client.ts';

export type ServerErrorOptions = {
  /** This form's field for a server path: 'experiences.2.description' → 'description', 'job_position_id' → 'position_text'. */
  rename?: (path: string) => string;
};

/**
 * Puts the field messages of an API error (`errors`, decision 0003) next to this form's fields
 * with react-hook-form's `setError`, and focuses the first of them in the order of `fields` (the
 * form's reading order), so the person starts with the first thing to fix. Paths that name no
 * field of this form are left for the caller's own message. Returns the messages it placed, by
 * field, in that order (empty when `error` is not an API error).
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  { rename }: ServerErrorOptions = {},
): Partial<Record<Path<T>, string>> {
  const placed: Partial<Record<Path<T>, string>> = {};
  if (!isApiError(error)) return placed;
  const byField = new Map<string, string>();
  for (const [path, message] of Object.entries(error.errors)) {
    const field = rename ? rename(path) : path;
    if (!byField.has(field)) byField.set(field, message);
  }
  for (const field of fields) {
    const message = byField.get(field);
    if (message === undefined) continue;
    setError(field, { message }, { shouldFocus: Object.keys(placed).length === 0 });
    placed[field] = message;
  }
  return placed;
}
