import { MAX_ALTERNATIVES } from '@rumo/contract';
import { CsvError, parseCsv, type CsvRecord } from '../../../lib/csv-parser.ts';
import { checkedQuestion, type ParsedFile } from './parsed-question.ts';

/**
 * Questions from a spreadsheet (docs/decisions/1605-quiz-editor-feedback-import.md), `;` or `,`
 * (guessed from the header, as the jobs import does), one question per row, pt-BR headers in any
 * order and case: pergunta; alternativa_1 … alternativa_6; correta (the number of the right
 * alternative); feedback_1 … feedback_6; explicacao (or explicação). Alternatives are read in
 * order up to the last one filled; a gap before it is an error of that row.
 */
export const CSV_HEADERS = ['pergunta', ...numbered('alternativa'), 'correta', ...numbered('feedback'), 'explicacao'];
const REQUIRED = ['pergunta', 'alternativa_1', 'alternativa_2', 'correta'];

function numbered(prefix: string): string[] {
  return Array.from({ length: MAX_ALTERNATIVES }, (_, i) => `${prefix}_${i + 1}`);
}

type Row = Record<string, string>;

function rowQuestion(values: Row): ReturnType<typeof checkedQuestion> {
  const cell = (name: string) => (values[name] ?? '').trim();
  const filled = numbered('alternativa').map(cell);
  const count = filled.reduce((last, text, i) => (text === '' ? last : i + 1), 0);
  const gap = filled.slice(0, count).findIndex((text) => text === '');
  if (gap >= 0) return { ok: false, message: `alternativa_${gap + 1} está vazia, mas há alternativas depois dela.` };
  const feedbackOf = numbered('feedback').map(cell);
  const orphan = feedbackOf.findIndex((text, i) => text !== '' && i >= count);
  if (orphan >= 0) return { ok: false, message: `feedback_${orphan + 1} não tem alternativa_${orphan + 1}.` };
  const correct = cell('correta');
  const index = /^\d+$/.test(correct) ? Number(correct) : NaN;
  if (!(index >= 1 && index <= count)) {
    return { ok: false, message: `correta deve ser o número da alternativa certa, de 1 a ${Math.max(count, 1)} (recebido: "${correct}").` };
  }
  return checkedQuestion({
    question: cell('pergunta'),
    alternatives: filled.slice(0, count),
    correct: filled[index - 1]!,
    feedback: feedbackOf.slice(0, count),
    explanation: cell('explicacao'),
  });
}

/** 'Explicação ' → 'explicacao': headers match whatever the case and accents. */
const headerName = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

export async function parseQuestionsCsv(source: string): Promise<ParsedFile> {
  const result: ParsedFile = { questions: [], errors: [] };
  let records: CsvRecord[];
  try {
    records = await parseCsv(source);
  } catch (err) {
    if (err instanceof CsvError) return { questions: [], errors: [{ line: err.line, message: `Arquivo CSV inválido: ${err.message}` }] };
    throw err;
  }
  const [header, ...rows] = records;
  const names = header?.fields.map(headerName) ?? [];
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length > 0) {
    return { questions: [], errors: [{ line: header?.line ?? 1, message: `Faltam as colunas ${missing.join(', ')} no cabeçalho. Use: ${CSV_HEADERS.join(';')}.` }] };
  }
  for (const { line, fields } of rows) {
    const question = rowQuestion(Object.fromEntries(names.map((name, i) => [name, fields[i] ?? ''])));
    if (question.ok) result.questions.push({ ...question.question, line });
    else result.errors.push({ line, message: question.message });
  }
  return result;
}
