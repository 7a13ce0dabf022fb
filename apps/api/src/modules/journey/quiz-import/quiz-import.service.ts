import { MAX_QUESTIONS, type ImportProblem, type QuizImportFormat, type QuizImportResult } from '@rumo/contract';
import type { Db } from '../../../db/database.ts';
import { notFound, unprocessable } from '../../../lib/errors.ts';
import type { AuditActor } from '../../staff/index.ts';
import { locate } from '../journey-draft-document.ts';
import { NODE_NOT_FOUND } from '../journey-draft-edits.service.ts';
import { courseRowOf, editDraft, normaliseContent, publishedDocument, storedDraft } from '../journey-drafts.service.ts';
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

function parse(format: QuizImportFormat, text: string): Promise<ParsedFile> | ParsedFile {
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
 * 'Importar perguntas' (decision 1605): reads a GIFT or CSV file into questions checked by the
 * editor's rules. A dry run answers them with the problems by line and writes nothing; otherwise
 * a file without problems is appended to the content's questions in the draft (one audited edit),
 * and a file with any problem is refused whole (422), so nothing is half-imported.
 */
export async function importQuestions(
  db: Db,
  actor: AuditActor,
  courseId: string,
  contentId: string,
  input: { text: string; format: QuizImportFormat; dryRun: boolean },
): Promise<QuizImportResult> {
  const course = await courseRowOf(db, courseId);
  const current = (await storedDraft(db, course.id))?.document ?? (await publishedDocument(db, course));
  const found = locate(current, 'contents', contentId);
  if (!found || found.kind !== 'contents') throw notFound(NODE_NOT_FOUND.contents);
  if (!isGraded(found.node.type)) throw unprocessable(NOT_A_QUIZ_CONTENT);
  if (input.text.includes('\u0000') || input.text.includes('\uFFFD')) throw unprocessable(NOT_TEXT);
  if (input.text.trim() === '') throw unprocessable(EMPTY_FILE);

  const parsed = await parse(input.format, input.text);
  const errors = [...parsed.errors];
  if (parsed.questions.length === 0 && errors.length === 0) throw unprocessable(NO_QUESTIONS);
  if (found.node.questions.length + parsed.questions.length > MAX_QUESTIONS) errors.unshift({ line: 0, message: tooMany(found.node.questions.length, parsed.questions.length) });
  const answer = { format: input.format, questions: parsed.questions, errors };
  if (input.dryRun) return { dry_run: true, ...answer, added: 0 };
  if (errors.length > 0) throw unprocessable(FILE_HAS_ERRORS, byLine(errors));

  await editDraft(db, actor, courseId, (doc) => {
    const located = locate(doc, 'contents', contentId);
    if (!located || located.kind !== 'contents') throw notFound(NODE_NOT_FOUND.contents);
    const node = located.node;
    const before = node.questions.length;
    const incoming = parsed.questions.map(({ line: _line, ...q }) => q);
    if (before + incoming.length > MAX_QUESTIONS) throw unprocessable(FILE_HAS_ERRORS, { arquivo: tooMany(before, incoming.length) });
    node.questions = normaliseContent(node.type, node.body, [...node.questions, ...incoming], node).questions;
    return {
      audit: { action: 'import', entity: 'content', entityId: contentId },
      result: undefined,
      before: { questions: before },
      after: { format: input.format, added: incoming.length, questions: node.questions.length },
    };
  });
  return { dry_run: false, ...answer, added: parsed.questions.length };
}
