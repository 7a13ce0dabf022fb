import { IMPORT_WARNINGS_MAX } from '@rumo/contract';

/** How much of a value from the file a warning quotes. */
const QUOTE_MAX = 40;

/**
 * The warnings of one JSON Resume import, bounded (docs/decisions/0703): the first
 * IMPORT_WARNINGS_MAX are kept, the rest only counted, so a file of 300,000 bad entries costs one
 * counter instead of 300,000 strings in memory and 25 MB in the answer.
 */
export class ImportWarnings {
  private readonly kept: string[] = [];
  private dropped = 0;

  push(warning: string): void {
    if (this.kept.length < IMPORT_WARNINGS_MAX) this.kept.push(warning);
    else this.dropped++;
  }

  /** What the answer carries: the kept warnings, then 'e mais N avisos.' when some were dropped. */
  list(): string[] {
    if (this.dropped === 0) return [...this.kept];
    const more = this.dropped === 1 ? 'e mais 1 aviso.' : `e mais ${this.dropped.toLocaleString('pt-BR')} avisos.`;
    return [...this.kept, more];
  }
}

/** A value from the file as a warning quotes it: at most QUOTE_MAX characters, so no warning echoes a huge field. */
export function quote(value: string): string {
  return value.length <= QUOTE_MAX ? value : `${value.slice(0, QUOTE_MAX - 1).trimEnd()}…`;
}
