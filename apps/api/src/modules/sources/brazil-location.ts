import { BRAZIL_STATES, BRAZIL_UFS, type BrazilState } from '@rumo/contract';

/** Lower case without accents, so 'Paraná', 'parana' and 'PARANÁ' compare equal. */
export function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const UF_BY_FOLDED = new Map<string, BrazilState>([
  ...BRAZIL_UFS.map((uf): [string, BrazilState] => [fold(uf), uf]),
  ...BRAZIL_UFS.map((uf): [string, BrazilState] => [fold(BRAZIL_STATES[uf]), uf]),
  ['state of sao paulo', 'SP'],
  ['federal district', 'DF'],
]);

/** 'Paraná', 'parana', 'PR', 'pr', 'São Paulo', 'Estado de São Paulo' → the UF; anything else → null. */
export function toUf(value: unknown): BrazilState | null {
  if (typeof value !== 'string') return null;
  const folded = fold(value).replace(/^(estado d[eo] |state of )/, '');
  return UF_BY_FOLDED.get(folded) ?? null;
}

/** Every ISO 3166-1 alpha-2 region code, with its English and Portuguese names folded, for reverse lookup. */
const COUNTRY_BY_NAME: Map<string, string> = (() => {
  const names = new Map<string, string>();
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const portuguese = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (const a of letters) {
    for (const b of letters) {
      const code = a + b;
      const en = english.of(code);
      if (!en || en === code) continue;
      names.set(fold(code), code);
      names.set(fold(en), code);
      const pt = portuguese.of(code);
      if (pt) names.set(fold(pt), code);
    }
  }
  for (const [alias, code] of [
    ['brasil', 'BR'],
    ['bra', 'BR'],
    ['usa', 'US'],
    ['eua', 'US'],
    ['uk', 'GB'],
  ] as const)
    names.set(alias, code);
  return names;
})();

/** 'BR', 'br', 'Brasil', 'Brazil', 'Portugal' → ISO 3166-1 alpha-2; unknown → null. */
export function toCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  return COUNTRY_BY_NAME.get(fold(value)) ?? null;
}

const REMOTE_WORDS = /^(remote|remoto|remota|home ?office|anywhere|100% remoto|trabalho remoto|teletrabalho)$/;

export type ParsedLocation = { city: string | null; state: BrazilState | null; country: string | null; remote: boolean };

/**
 * A free-text location as ATS boards write it: 'São Paulo, SP', 'Curitiba - PR, Brasil',
 * 'Remote - Brazil', 'Belo Horizonte/MG'. Parts that are a UF or state name give the state, a
 * country name the country, a remote word the flag; the first other part is the city. A lone state
 * name ('São Paulo', 'Rio de Janeiro') is read as the state, and as the city too when the capital
 * has the same name.
 */
export function parseLocation(value: unknown): ParsedLocation {
  const result: ParsedLocation = { city: null, state: null, country: null, remote: false };
  if (typeof value !== 'string') return result;
  const parts = value
    .split(/\s*[,/|;()]\s*|\s+-\s+|\s+–\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const others: string[] = [];
  for (const part of parts) {
    const folded = fold(part);
    if (REMOTE_WORDS.test(folded)) result.remote = true;
    else if (!result.state && /^[A-Za-z]{2}$/.test(part) && toUf(part)) result.state = toUf(part);
    else if (!result.country && COUNTRY_BY_NAME.has(folded) && (folded.length > 2 || /^[A-Z]{2}$/.test(part))) result.country = COUNTRY_BY_NAME.get(folded)!;
    else others.push(part);
  }
  const [first, ...rest] = others;
  if (first !== undefined) {
    const asState = toUf(first);
    if (asState && !result.state && rest.length === 0) {
      result.state = asState;
      if (asState === 'SP' || asState === 'RJ') result.city = BRAZIL_STATES[asState];
    } else {
      result.city = first;
      if (!result.state) result.state = rest.map(toUf).find((uf) => uf !== null) ?? null;
    }
  }
  if (result.state && !result.country) result.country = 'BR';
  return result;
}

const REGION_NAMES = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' });

/** A country code as the region a remote job is open to, in Portuguese ('BR' → 'Brasil'). */
export function regionName(country: string | null): string | null {
  return country ? (REGION_NAMES.of(country) ?? null) : null;
}
