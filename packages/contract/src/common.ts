import { z } from './zod.ts';

/** The one error shape of the API (decision 0003). */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const uuidParam = z.object({ id: z.uuid({ message: 'Identificador inválido.' }) });

/** Query-string page number: absent or garbage-free positive integer. */
export const pageQuery = z.coerce
  .number({ message: 'A página deve ser um número.' })
  .int({ message: 'A página deve ser um número inteiro.' })
  .min(1, { message: 'A página deve ser maior ou igual a 1.' })
  .max(100000, { message: 'Página fora do intervalo.' })
  .default(1);

/** A query-string value left blank ('?q=') counts as absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** An optional query-string filter: blank or absent is undefined, anything else must pass `schema`. */
export const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

export const messageBody = z.object({ message: z.string() });

/** Required text: trimmed, not empty, bounded. */
export const requiredText = (label: string, max = 255) =>
  z
    .string({ message: `O campo ${label} é obrigatório.` })
    .trim()
    .min(1, { message: `O campo ${label} é obrigatório.` })
    .max(max, { message: `O campo ${label} deve ter no máximo ${max} caracteres.` });

export const optionalText = (label: string, max = 255) =>
  z
    .string({ message: `O campo ${label} deve ser um texto.` })
    .trim()
    .max(max, { message: `O campo ${label} deve ter no máximo ${max} caracteres.` });

/**
 * A link a browser may follow safely (DECISIONS, Jobs: apply link): an absolute http(s) URL, or a
 * path on our own host — never '//host' or '/\\host', which browsers read as another host.
 */
export function isLinkOrSitePath(value: string): boolean {
  return /^https?:\/\/[^\s]+$/i.test(value) || /^\/(?![/\\])[^\s]*$/.test(value);
}
