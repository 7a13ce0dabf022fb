import { PASSWORD_MIN } from '@rumo/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { BREACHED_PASSWORDS, isCommonPassword, LOCAL_PASSWORDS } from './common-passwords.ts';
import { BRAZILIAN_TEAMS, PT_BR_PASSWORD_WORDS } from './password-words.ts';

/**
 * Guessable-password policy (ASVS 5.0 6.1.2, 6.2.4, 6.2.11; decision:
 * docs/decisions/0002-sessions-and-passwords.md, "Passwords"). Each rule answers what an online or
 * offline guesser tries first, which the exact-match list in common-passwords.ts cannot see:
 *
 * 1. Common password: the exact breach-list/local match (isCommonPassword), kept as the first test.
 * 2. Decorated base word: people satisfy "make it stronger" by decorating one word ("Flamengo1",
 *    "S3nh@2024!", "P4lm31r4s"), and cracking rules undo exactly that. So the password is
 *    lower-cased, accents stripped (NFD), leading/trailing digits and symbols dropped, common
 *    leetspeak undone and separators removed; if what remains is a breach-list word, a Brazilian
 *    team or a pt-BR password word (password-words.ts) it is refused. "1" reads as both "i" and
 *    "l", so keys fold "l" into "i" (a word that differs from a listed one only by i/l is refused
 *    too, which costs nothing real).
 * 3. Repetition: "senhasenha", "abcabcabc", "12121212" are no stronger than their unit. Refused when
 *    the unit is shorter than PASSWORD_MIN (it would not pass alone) or is itself guessable; a long
 *    good passphrase typed twice is left alone (the unit carries the strength).
 * 4. Sequence/keyboard run: "87654321", "abcdefgh", "qwertyui", "asdfghjk" (optionally decorated)
 *    are the first thing every guesser enumerates.
 * 5. Built from the user's name or e-mail: targeted guessing starts with what is public about the
 *    person. The name's tokens (3+ letters), the e-mail's local part and its pieces (3+ letters)
 *    and its domain and labels (2+ letters, so the whole address disappears) are removed wherever
 *    they occur (leetspeak-tolerant); the password is refused when fewer than 4 characters, or
 *    only digits/symbols, or a guessable shape (rules 2–4: "souza-flamengo") are left.
 *
 * Cost: inputs are bounded by the contract (password ≤ 256, name ≤ 120, e-mail ≤ 254). Every rule
 * is a linear scan, a Set lookup or a KMP border table over at most 18 decorated cores; the
 * context rule is one naive scan per token (≤ password length × token length). No backtracking
 * regular expression is used.
 */

export type PasswordContext = { name?: string; email?: string };

/** Bases shorter than this are too short to call a word ("ab12345678" is mostly digits). */
const MIN_BASE = 4;
/** How many leet characters next to the letters may still belong to the word ("senh4", "4dmin"). */
const MAX_LEET_EDGE = 3;

const LEET: ReadonlyMap<string, string> = new Map(Object.entries({ '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' }));
/** For matching the user's own tokens, where "1" may stand for either letter. */
const LEET_LETTERS: ReadonlyMap<string, string> = new Map([...LEET, ['1', 'il']]);

const LETTER = /\p{L}/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const ONLY_LETTERS = /^\p{L}+$/u;
const NON_LETTERS = /[^\p{L}]+/u;
const SEPARATORS = /[\s._-]+/gu;

/** Keyboard rows and alphabets, both directions; a sequence is any 4+ long piece of one. */
const RUNS = ['01234567890', 'abcdefghijklmnopqrstuvwxyz', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((run) => [run, [...run].reverse().join('')]);

const normalise = (s: string): string => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Leetspeak undone and "l" folded into "i" (separators already dropped): how the words are kept. */
function wordKey(compact: string): string {
  let key = '';
  for (const ch of compact) {
    const plain = LEET.get(ch) ?? ch;
    key += plain === 'l' ? 'i' : plain;
  }
  return key;
}

// The whole breach corpus (49,233 entries, all lengths) plus our lists, as letter-only keys. Built
// once on import; entries with digits left after leetspeak ("vaz2107") cannot be a base word.
const BASE_WORDS = new Set<string>();
for (const word of [...dictionary['passwords-common'], ...LOCAL_PASSWORDS, ...BRAZILIAN_TEAMS, ...PT_BR_PASSWORD_WORDS]) {
  const key = wordKey(normalise(word).replace(SEPARATORS, ''));
  if (key.length >= MIN_BASE && ONLY_LETTERS.test(key)) BASE_WORDS.add(key);
}
/** Longer cores cannot be a listed word or run, so the lookups are skipped (random 256-char input). */
const LONGEST_WORD = [...BASE_WORDS, ...BREACHED_PASSWORDS, ...LOCAL_PASSWORDS, ...RUNS].reduce((max, w) => Math.max(max, w.length), 0);

/**
 * What may be left once trivial decoration is dropped: the password itself (for repeated symbols),
 * the password trimmed of symbols at both ends (for all-digit passwords) and the span from first to
 * last letter, widened by up to MAX_LEET_EDGE leet characters on either side: at most 2 + 4 × 4.
 * Indices are UTF-16 code units: the scans stop only on BMP letters, digits or leet characters, so
 * no surrogate pair is split (a letter outside the BMP simply counts as a symbol here).
 */
function decoratedCores(s: string): Set<string> {
  const cores = new Set<string>([s]);
  let start = 0;
  let end = s.length - 1;
  while (start <= end && !LETTER_OR_DIGIT.test(s[start]!)) start++;
  while (end >= start && !LETTER_OR_DIGIT.test(s[end]!)) end--;
  if (start <= end) cores.add(s.slice(start, end + 1));

  let first = 0;
  while (first < s.length && !LETTER.test(s[first]!)) first++;
  if (first === s.length) return cores;
  let last = s.length - 1;
  while (!LETTER.test(s[last]!)) last--;
  const starts = [first];
  for (let i = first - 1; i >= 0 && starts.length <= MAX_LEET_EDGE && LEET.has(s[i]!); i--) starts.push(i);
  const ends = [last];
  for (let i = last + 1; i < s.length && ends.length <= MAX_LEET_EDGE && LEET.has(s[i]!); i++) ends.push(i);
  for (const a of starts) for (const b of ends) cores.add(s.slice(a, b + 1));
  return cores;
}

/** Smallest p with s[i] === s[i + p] for every i (KMP border table): linear time. */
function smallestPeriod(s: string): number {
  const border = new Int32Array(s.length);
  for (let i = 1, k = 0; i < s.length; i++) {
    while (k > 0 && s[i] !== s[k]) k = border[k - 1]!;
    if (s[i] === s[k]) k++;
    border[i] = k;
  }
  return s.length - (s.length > 0 ? border[s.length - 1]! : 0);
}

/** Rules 1–4 on an already normalised string; `depth` stops the repetition rule recursing twice. */
function hasGuessableShape(normalised: string, depth = 0): boolean {
  for (const core of decoratedCores(normalised)) {
    const compact = core.replace(SEPARATORS, '');
    const key = wordKey(compact);
    if (compact.length >= MIN_BASE && compact.length <= LONGEST_WORD) {
      if (isCommonPassword(compact) || BASE_WORDS.has(key)) return true;
      if (RUNS.some((run) => run.includes(compact))) return true;
    }
    // The core as typed too, so that ". . . . " or "!@!@!@!@" (nothing left once separated) count.
    for (const form of new Set([core, compact, key])) {
      const period = smallestPeriod(form);
      if (form.length < MIN_BASE || period * 2 > form.length) continue;
      if (period < PASSWORD_MIN || (depth === 0 && hasGuessableShape(form.slice(0, period), 1))) return true;
    }
  }
  return false;
}

/** Rule 5's tokens, normalised like the password. */
function contextTokens({ name = '', email = '' }: PasswordContext): string[] {
  const tokens = new Set<string>();
  const add = (token: string, min: number) => {
    if (token.length >= min) tokens.add(token);
  };
  for (const part of normalise(name).split(NON_LETTERS)) add(part, 3);
  const address = normalise(email).trim();
  const at = address.lastIndexOf('@');
  const local = at >= 0 ? address.slice(0, at) : address;
  const domain = at >= 0 ? address.slice(at + 1) : '';
  add(local, 3);
  add(domain, 3);
  for (const part of local.split(NON_LETTERS)) add(part, 3);
  for (const part of domain.split(NON_LETTERS)) add(part, 2);
  return [...tokens];
}

const sameLetter = (typed: string, token: string): boolean => typed === token || (LEET_LETTERS.get(typed)?.includes(token) ?? false);

/** Rule 5: what is left of the password after every occurrence of the user's tokens is removed. */
function isBuiltFromContext(normalised: string, tokens: readonly string[]): boolean {
  const chars = Array.from(normalised);
  const removed = new Uint8Array(chars.length);
  let any = false;
  for (const token of tokens) {
    const t = Array.from(token);
    for (let i = 0; i + t.length <= chars.length; i++) {
      let j = 0;
      while (j < t.length && sameLetter(chars[i + j]!, t[j]!)) j++;
      if (j < t.length) continue;
      removed.fill(1, i, i + t.length);
      any = true;
    }
  }
  if (!any) return false;
  const left = chars.filter((_, i) => removed[i] === 0);
  if (left.length < 4 || !left.some((ch) => LETTER.test(ch))) return true;
  return hasGuessableShape(left.join(''));
}

/**
 * True when the password should be refused as guessable (rules above). Pure and synchronous;
 * `context` is the account's name and e-mail (either may be missing).
 */
export function isGuessablePassword(password: string, context: PasswordContext): boolean {
  if (isCommonPassword(password)) return true;
  const normalised = normalise(password);
  return hasGuessableShape(normalised) || isBuiltFromContext(normalised, contextTokens(context));
}
