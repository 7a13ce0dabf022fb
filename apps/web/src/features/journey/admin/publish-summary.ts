const part = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The toast of 'Publicar' (decision 1603's answer, which counts themes, topics and contents alike):
 * 'Curso publicado: 4 itens adicionados, 1 atualizado, 0 removidos.'
 */
export function publishSummary(result: { published: boolean; added: number; updated: number; removed: number }): string {
  if (!result.published) return 'Nada a publicar: o curso não tem alterações.';
  // A course taken off the air comes back without changes (decision 1603).
  if (result.added + result.updated + result.removed === 0) return 'Curso de volta ao ar, como estava.';
  return `Curso publicado: ${part(result.added, 'item adicionado', 'itens adicionados')}, ${part(result.updated, 'atualizado', 'atualizados')}, ${part(result.removed, 'removido', 'removidos')}.`;
}

/** The contents a refused publish names (`contents.<id>` → message), by content id. */
export function publishProblems(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).flatMap(([path, message]) => (path.startsWith('contents.') ? [[path.slice('contents.'.length), message]] : [])));
}
