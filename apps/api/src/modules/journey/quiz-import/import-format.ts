import type { QuizImportFormat } from '@rumo/contract';
import { AppError } from '../../../lib/errors.ts';

export const UNSUPPORTED_IMPORT_TYPE = 'Envie o arquivo como texto: text/plain (GIFT) ou text/csv (CSV), ou informe format=gift ou format=csv.';

/** The `format` parameter wins; otherwise text/csv is CSV and text/plain is GIFT (decision 1605). Anything else is a 415. */
export function importFormatOf(contentType: string | undefined, format: QuizImportFormat | undefined): QuizImportFormat {
  if (format) return format;
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'text/csv') return 'csv';
  if (type === 'text/plain') return 'gift';
  throw new AppError(415, UNSUPPORTED_IMPORT_TYPE);
}
