/** Avatar initials: first letter of the first and last names ('Maria da Silva' → 'MS'). */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '?';
  const letter = (word: string) => (word.match(/\p{L}/u)?.[0] ?? '').toLocaleUpperCase('pt-BR');
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return `${letter(first)}${last ? letter(last) : ''}`;
}

export function firstName(name: string | null | undefined): string {
  return (name ?? '').trim().split(/\s+/)[0] ?? '';
}
