import { htmlToText } from '../../jobs/index.ts';
import { checkedQuestion, type ParsedFile } from './parsed-question.ts';

/**
 * The multiple-choice subset of Moodle's GIFT format (docs/decisions/1605-quiz-editor-feedback-import.md,
 * https://docs.moodle.org/en/GIFT_format): questions separated by blank lines, `//` comment lines,
 * an optional `::title::`, an optional `[html]`/`[plain]`/`[moodle]`/`[markdown]` marker, answers in
 * `{ }` — `=right`, `~wrong`, each with an optional `#feedback` —, `####general feedback` (our
 * explanation), the escapes `\~ \= \# \{ \} \: \\` and `\n` (the `#` of a character reference
 * such as `&#233;` is text too). Text after the braces makes a "missing word" question (the gap
 * shown as _____). `$CATEGORY:` lines are ignored. Every other GIFT type is refused with a pt-BR
 * message for that question, by the line where it starts.
 */

// Escaped characters become private-use code points while parsing and come back at the end.
const ESCAPES: Record<string, string> = { '~': '\uE001', '=': '\uE002', '#': '\uE003', '{': '\uE004', '}': '\uE005', ':': '\uE006', '\\': '\uE007' };
const UNESCAPE = new Map(Object.entries(ESCAPES).map(([ch, mark]) => [mark, ch]));

/**
 * The backslash escapes, and the '#' of a numeric character reference (`&#233;`, `&#x2019;`), which
 * is text, not the start of a feedback.
 */
function protectEscapes(text: string): string {
  return text.replace(/\\([~=#{}:\\n])/g, (_, ch: string) => (ch === 'n' ? '\n' : ESCAPES[ch]!)).replace(/&#(\d+|x[0-9a-f]+);/gi, (_, code: string) => `&${ESCAPES['#']}${code};`);
}
function restore(text: string): string {
  return text.replace(/[\uE001-\uE007]/g, (mark) => UNESCAPE.get(mark)!).trim();
}

/**
 * An `[html]` question or answer becomes plain text (our quizzes show text, never markup) the way
 * job descriptions do: htmlToText reads the markup with htmlparser2 and decodes every HTML entity.
 */
function plainText(text: string, html: boolean): string {
  return html ? htmlToText(text) : text;
}

type Block = { line: number; text: string };

/** Blocks of consecutive non-blank lines, comment lines left out, each with its first line (1-based). */
function blocksOf(source: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  source
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      if (raw.trimStart().startsWith('//')) return;
      if (raw.trim() === '') {
        current = null;
        return;
      }
      if (current) current.text += `\n${raw}`;
      else {
        current = { line: i + 1, text: raw };
        blocks.push(current);
      }
    });
  return blocks;
}

const NOT_MULTIPLE_CHOICE = 'Só perguntas de múltipla escolha são aceitas';

type Answer = { correct: boolean; text: string; feedback: string };

/** The answers inside the braces, or why they are not a single-answer multiple choice. */
function answersOf(body: string): { answers: Answer[]; explanation: string } | string {
  const [answerPart = '', ...general] = body.split('####');
  const explanation = general.join('####');
  const trimmed = answerPart.trim();
  if (trimmed === '') return `Pergunta dissertativa ({}) não é aceita. ${NOT_MULTIPLE_CHOICE}: use { =certa ~errada }.`;
  if (trimmed.startsWith('#')) return `Pergunta numérica ({#…}) não é aceita. ${NOT_MULTIPLE_CHOICE}.`;
  if (/^(T|F|TRUE|FALSE)\s*(#|$)/i.test(trimmed)) return `Pergunta de verdadeiro ou falso não é aceita. ${NOT_MULTIPLE_CHOICE}: escreva { =Verdadeiro ~Falso }.`;
  if (trimmed.includes('->')) return `Pergunta de associação (->) não é aceita. ${NOT_MULTIPLE_CHOICE}.`;
  if (!/^[=~]/.test(trimmed)) return 'Comece cada alternativa com = (a correta) ou ~ (as erradas).';

  const answers: Answer[] = [];
  for (const piece of trimmed.match(/[=~][^=~]*/g) ?? []) {
    let correct = piece.startsWith('=');
    let rest = piece.slice(1);
    const weight = /^\s*%(-?\d+(?:[.,]\d+)?)%/.exec(rest);
    if (weight) {
      const value = Number(weight[1]!.replace(',', '.'));
      if (value > 0 && value < 100) return `Notas parciais (%${weight[1]}%) não são aceitas: marque uma única alternativa correta com =.`;
      correct = value === 100;
      rest = rest.slice(weight[0].length);
    }
    const hash = rest.indexOf('#');
    answers.push({ correct, text: hash < 0 ? rest : rest.slice(0, hash), feedback: hash < 0 ? '' : rest.slice(hash + 1) });
  }
  if (answers.every((a) => a.correct)) return `Pergunta de resposta curta (só alternativas com =) não é aceita. ${NOT_MULTIPLE_CHOICE}: marque as erradas com ~.`;
  const rightOnes = answers.filter((a) => a.correct).length;
  if (rightOnes !== 1) return rightOnes === 0 ? 'Marque a alternativa correta com =.' : 'Marque só uma alternativa correta com = (as outras com ~).';
  return { answers, explanation };
}

function parseBlock(block: Block): { question: ReturnType<typeof checkedQuestion> } | null {
  let text = protectEscapes(block.text).trim();
  if (/^\$CATEGORY:/i.test(text)) return null;
  const title = /^::[\s\S]*?::/.exec(text);
  if (title) text = text.slice(title[0].length).trimStart();
  const format = /^\[(html|moodle|plain|markdown)\]/i.exec(text);
  const html = format?.[1]?.toLowerCase() === 'html';
  if (format) text = text.slice(format[0].length);

  const open = text.indexOf('{');
  if (open < 0) return { question: { ok: false, message: `Pergunta sem alternativas entre { }. ${NOT_MULTIPLE_CHOICE}.` } };
  const close = text.indexOf('}', open);
  if (close < 0) return { question: { ok: false, message: 'Falta fechar as chaves } das alternativas.' } };
  if (text.indexOf('{', open + 1) >= 0 && text.indexOf('{', open + 1) < close)
    return { question: { ok: false, message: 'Chaves { dentro das alternativas: escreva \\{ para usá-las no texto.' } };
  const before = text.slice(0, open).trim();
  const after = text.slice(close + 1).trim();
  if (after.includes('{')) return { question: { ok: false, message: 'Só um bloco de alternativas { } por pergunta.' } };
  const parsed = answersOf(text.slice(open + 1, close));
  if (typeof parsed === 'string') return { question: { ok: false, message: parsed } };

  // "Missing word": the answers stand in a gap of the sentence (GIFT), shown as _____.
  const question = after === '' ? before : `${before} _____ ${after}`;
  const clean = (s: string) => plainText(restore(s), html).trim();
  return {
    question: checkedQuestion({
      question: clean(question),
      alternatives: parsed.answers.map((a) => clean(a.text)),
      correct: clean(parsed.answers.find((a) => a.correct)!.text),
      feedback: parsed.answers.map((a) => clean(a.feedback)),
      explanation: clean(parsed.explanation),
    }),
  };
}

export function parseGift(source: string): ParsedFile {
  const result: ParsedFile = { questions: [], errors: [] };
  for (const block of blocksOf(source)) {
    const parsed = parseBlock(block);
    if (!parsed) continue;
    if (parsed.question.ok) result.questions.push({ ...parsed.question.question, line: block.line });
    else result.errors.push({ line: block.line, message: parsed.question.message });
  }
  return result;
}
