/**
 * A tsquery as PostgreSQL prints it ('a' & !'b' | 'c' <-> 'd'), as a tree the in-memory search
 * index evaluates (docs/decisions/1822). Precedence as PostgreSQL's: ! binds tightest, then <->
 * (and <N>), then &, then |.
 */
export type TsqueryNode = { op: 'lexeme'; value: string } | { op: 'not'; arg: TsqueryNode } | { op: 'and' | 'or'; left: TsqueryNode; right: TsqueryNode };

/**
 * The tree of `text`; null for the empty query (only stop words: it matches nothing). Undefined
 * when the index cannot answer it exactly: weights or prefixes (neither websearch_to_tsquery nor the
 * typo fallback writes them), and phrases, since the index keeps no positions.
 */
export function parseTsquery(text: string): TsqueryNode | null | undefined {
  const tokens: ({ lexeme: string } | { op: string })[] = [];
  for (const m of text.matchAll(/'((?:[^']|'')*)'(:[A-D*]+)?|<->|<\d+>|[&|!()]/g)) {
    if (m[2]) return undefined;
    if (m[1] !== undefined) tokens.push({ lexeme: m[1].replace(/''/g, "'") });
    else if (m[0].startsWith('<')) return undefined;
    else tokens.push({ op: m[0] });
  }
  if (tokens.length === 0) return null;
  let at = 0;
  const peek = () => tokens[at] as { op?: string; lexeme?: string } | undefined;
  const primary = (): TsqueryNode => {
    const t = tokens[at++] as { op?: string; lexeme?: string } | undefined;
    if (t?.lexeme !== undefined) return { op: 'lexeme', value: t.lexeme };
    if (t?.op === '!') return { op: 'not', arg: primary() };
    if (t?.op === '(') {
      const inner = or();
      if (peek()?.op !== ')') throw new Error(`unbalanced tsquery: ${text}`);
      at++;
      return inner;
    }
    throw new Error(`unexpected ${t?.op ?? 'end'} in tsquery: ${text}`);
  };
  // One level of binary operators, left-associative: `next` parses the tighter level.
  const level = (next: () => TsqueryNode, op: '&' | '|', node: 'and' | 'or') => (): TsqueryNode => {
    let left = next();
    while (peek()?.op === op) {
      at++;
      left = { op: node, left, right: next() };
    }
    return left;
  };
  const and = level(primary, '&', 'and');
  const or: () => TsqueryNode = level(and, '|', 'or');
  const tree = or();
  if (at !== tokens.length) throw new Error(`unexpected ${JSON.stringify(tokens[at])} in tsquery: ${text}`);
  return tree;
}
