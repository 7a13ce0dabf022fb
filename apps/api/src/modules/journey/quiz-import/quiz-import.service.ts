import { MAX_QUESTIONS, type CourseDocument, type ImportProblem, type QuizImportFormat, type QuizImportResult } from '@rumo/contract';
import type { Db } from '../../../db/database.ts';
import { notFound, unprocessable } from '../../../lib/errors.ts';
import type { AuditActor } from '../../staff/index.ts';
import { locate } from '../journey-draft-document.ts';
import { NODE_NOT_FOUND } from '../journey-draft-edits.service.ts';
import { courseRowOf, currentDocument, editDraft, normaliseContent } from '../journey-drafts.service.ts';
import { isGraded } from '../progress-engine.ts';
import { parseQuestionsCsv } from './csv-questions.ts';
import { parseGift } from './gift-parser.ts';
import type { ParsedFile } from './parsed-question.ts';

export const NOT_A_QUIZ_CONTENT = 'Só quizzes e provas têm perguntas.';
export const EMPTY_FILE = 'O arquivo está vazio.';
export const NO_QUESTIONS = 'Nenhuma pergunta encontrada no arquivo.';
export const NOT_TEXT = 'O arquivo não é um texto (GIFT ou CSV em UTF-8).';
export const FILE_HAS_ERRORS = 'O arquivo tem erros: corrija as linhas indicadas e importe de novo. Nenhuma pergunta foi adicionada.';
const tooMany = (existing: number, added: number) =>
  `O quiz ficaria com ${existing + added} perguntas (já tem ${existing}): o máximo é ${MAX_QUESTIONS}. Divida o arquivo ou remova perguntas.`;

/** The file's questions and problems, or why it cannot be read at all. */
async function readFile(format: QuizImportFormat, text: string): Promise<ParsedFile | string> {
  if (text.includes('\u0000') || text.includes('\uFFFD')) return NOT_TEXT;
  if (text.trim() === '') return EMPTY_FILE;
  return format === 'csv' ? parseQuestionsCsv(text) : parseGift(text);
}

/** `{ 'linha 3': '…' }` for the house error shape (one message per line). */
function byLine(errors: ImportProblem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const key = e.line > 0 ? `linha ${e.line}` : 'arquivo';
    out[key] = out[key] ? `${out[key]} ${e.message}` : e.message;
  }
  return out;
}

/**
 * The import checked against the course as `doc` holds it: the content must be a quiz or an exam
 * of this course, the file readable, and the questions must fit. Answers the content and the
 * answer (questions and problems by line), or throws.
 */
function checkAgainst(doc: CourseDocument, contentId: string, format: QuizImportFormat, file: ParsedFile | string) {
  const found = locate(doc, 'contents', contentId);
  if (!found || found.kind !== 'contents') throw notFound(NODE_NOT_FOUND.contents);
  if (!isGraded(found.node.type)) throw unprocessable(NOT_A_QUIZ_CONTENT);
  if (typeof file === 'string') throw unprocessable(file);
  const errors = [...file.errors];
  if (file.questions.length === 0 && errors.length === 0) throw unprocessable(NO_QUESTIONS);
  const existing = found.node.questions.length;
  if (existing + file.questions.length > MAX_QUESTIONS) errors.unshift({ line: 0, message: tooMany(existing, file.questions.length) });
  return { node: found.node, answer: { format, questions: file.questions, errors } };
}

/**
 * 'Importar perguntas' (decision 1605): reads a GIFT or CSV file into questions checked by the
 * editor's rules. A dry run answers them with the problems by line and writes nothing; otherwise
 * a file without problems is appended to the content's questions in the draft (one audited edit,
 * checked against the document the edit changes), and a file with any problem is refused whole
 * (422), so nothing is half-imported.
 */
export async function importQuestions(
  db: Db,
  actor: AuditActor,
  courseId: string,
  contentId: string,
  input: { text: string; format: QuizImportFormat; dryRun: boolean },
): Promise<QuizImportResult> {
  const file = await readFile(input.format, input.text);
  if (input.dryRun) {
    const { answer } = checkAgainst(await currentDocument(db, await courseRowOf(db, courseId)), contentId, input.format, file);
    return { dry_run: true, ...answer, added: 0 };
  }
  return editDraft(db, actor, courseId, (doc) => {
    const { node, answer } = checkAgainst(doc, contentId, input.format, file);
    if (answer.errors.length > 0) throw unprocessable(FILE_HAS_ERRORS, byLine(answer.errors));
    const before = node.questions.length;
    const incoming = answer.questions.map(({ line: _line, ...q }) => q);
    node.questions = normaliseContent(node.type, node.body, [...node.questions, ...incoming], node).questions;
    return {
      audit: { action: 'import', entity: 'content', entityId: contentId },
      result: { dry_run: false, ...answer, added: incoming.length },
      before: { questions: before },
      after: { format: input.format, added: incoming.length, questions: node.questions.length },
    };
  });
}
