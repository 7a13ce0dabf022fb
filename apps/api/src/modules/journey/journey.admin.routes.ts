import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentCreate,
  contentPatch,
  courseCreate,
  courseEditorResponse,
  courseNodeParams,
  courseParams,
  coursePatch,
  deletionResponse,
  draftNodeParams,
  dryRunQuery,
  errorBody,
  journeyTreeResponse,
  nodeMove,
  nodeRename,
  previewResponse,
  publishResponse,
  withdrawResponse,
  QUIZ_IMPORT_MAX_BYTES,
  quizImportQuery,
  quizImportResponse,
  stepCreate,
  stepPatch,
  stepResponse,
  themeCreate,
  topicCreate,
  uuidParam,
} from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { registerFileReferences } from '../files/index.ts';
import { recordAdminRoutes, staffActor, staffOnly } from '../staff/index.ts';
import { createContent, createTheme, createTopic, deleteNode, editContent, moveNode, readCourseForEditor, renameNode } from './journey-draft-edits.service.ts';
import { previewDocument } from './journey-preview.service.ts';
import { importFormatOf } from './quiz-import/import-format.ts';
import { importQuestions } from './quiz-import/quiz-import.service.ts';
import { discardDraft, publishCourse, withdrawCourse } from './journey-publish.service.ts';
import { createCourse, createStep, deleteCourse, deleteStep, editCourse, editStep, journeyTree } from './journey-structure.service.ts';
import { journeyFileReferences } from './journey-file-references.ts';

// Media and links of contents, published or in a draft, keep their uploaded files (decision 1602).
registerFileReferences('journey', journeyFileReferences);

const tags = ['console'];
const errors = { 401: errorBody, 403: errorBody, 404: errorBody, 422: errorBody };
const importErrors = { ...errors, 413: errorBody, 415: errorBody };
const created = z.object({ data: z.object({ id: z.string() }) });
const done = z.object({ data: z.object({ ok: z.literal(true) }) });
const discarded = z.object({ data: z.object({ discarded: z.boolean() }) });
const stepParams = z.object({ stepId: uuidParam.shape.id });
const renameParams = z.object({ courseId: uuidParam.shape.id, kind: z.enum(['themes', 'topics'], { message: 'Tipo de item inválido.' }), id: uuidParam.shape.id });

/**
 * The journey editor under /api/admin/v1/journey (decision 1603), capability `content:edit`:
 * steps and course placement change at once; a course's content changes its draft until 'Publicar'.
 */
export async function journeyAdminRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordAdminRoutes(app);
  const guard = staffOnly(db, app.authenticate, 'content:edit');
  const base = '/api/admin/v1/journey';
  const ok = { data: { ok: true as const } };

  app.get(
    base,
    { ...guard, schema: { tags, summary: "Jornada inteira para o editor: etapas, cursos e 'Alterações não publicadas'", response: { 200: journeyTreeResponse, ...errors } } },
    async () => ({ data: await journeyTree(db) }),
  );

  // Steps: published at once.
  app.post(
    `${base}/steps`,
    { ...guard, schema: { tags, summary: 'Cria uma etapa (com o recurso de plano exigido, se houver)', body: stepCreate, response: { 200: stepResponse, ...errors } } },
    async (req) => ({ data: await createStep(db, staffActor(req), req.body) }),
  );
  app.patch(
    `${base}/steps/:stepId`,
    {
      ...guard,
      schema: { tags, summary: 'Edita, reordena ou muda o recurso de plano de uma etapa', params: stepParams, body: stepPatch, response: { 200: stepResponse, ...errors } },
    },
    async (req) => ({ data: await editStep(db, staffActor(req), req.params.stepId, req.body) }),
  );
  app.delete(
    `${base}/steps/:stepId`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Exclui uma etapa com os seus cursos (dry_run=true só informa o que seria excluído)',
        params: stepParams,
        querystring: dryRunQuery,
        response: { 200: deletionResponse, ...errors },
      },
    },
    async (req) => ({ data: await deleteStep(db, staffActor(req), req.params.stepId, req.query.dry_run === 'true') }),
  );

  // Courses: created unpublished; placement at once, text through the draft.
  app.post(
    `${base}/steps/:stepId/courses`,
    {
      ...guard,
      schema: { tags, summary: 'Cria um curso na etapa (invisível aos alunos até Publicar)', params: stepParams, body: courseCreate, response: { 200: created, ...errors } },
    },
    async (req) => ({ data: { id: await createCourse(db, staffActor(req), req.params.stepId, req.body) } }),
  );
  app.get(
    `${base}/courses/:courseId`,
    { ...guard, schema: { tags, summary: 'Curso para o editor: o rascunho, ou a versão publicada', params: courseParams, response: { 200: courseEditorResponse, ...errors } } },
    async (req) => ({ data: await readCourseForEditor(db, req.params.courseId) }),
  );
  app.patch(
    `${base}/courses/:courseId`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Nome e descrição no rascunho; etapa e posição na hora',
        params: courseParams,
        body: coursePatch,
        response: { 200: courseEditorResponse, ...errors },
      },
    },
    async (req) => {
      await editCourse(db, staffActor(req), req.params.courseId, req.body);
      return { data: await readCourseForEditor(db, req.params.courseId) };
    },
  );
  app.delete(
    `${base}/courses/:courseId`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Exclui um curso e o progresso nele (dry_run=true só informa o que seria excluído)',
        params: courseParams,
        querystring: dryRunQuery,
        response: { 200: deletionResponse, ...errors },
      },
    },
    async (req) => ({ data: await deleteCourse(db, staffActor(req), req.params.courseId, req.query.dry_run === 'true') }),
  );
  app.post(
    `${base}/courses/:courseId/publish`,
    { ...guard, schema: { tags, summary: 'Publicar: aplica o rascunho do curso para os alunos', params: courseParams, response: { 200: publishResponse, ...errors } } },
    async (req) => ({ data: await publishCourse(db, staffActor(req), req.params.courseId) }),
  );
  app.post(
    `${base}/courses/:courseId/withdraw`,
    {
      ...guard,
      schema: { tags, summary: 'Retirar do ar: os alunos deixam de ver o curso; o progresso fica', params: courseParams, response: { 200: withdrawResponse, ...errors } },
    },
    async (req) => ({ data: await withdrawCourse(db, staffActor(req), req.params.courseId) }),
  );
  app.delete(
    `${base}/courses/:courseId/draft`,
    { ...guard, schema: { tags, summary: 'Descartar rascunho: volta à versão publicada', params: courseParams, response: { 200: discarded, ...errors } } },
    async (req) => ({ data: { discarded: await discardDraft(db, staffActor(req), req.params.courseId) } }),
  );
  app.get(
    `${base}/courses/:courseId/preview`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Pré-visualizar como aluno: a pré-visualização do módulo a partir do rascunho',
        params: courseParams,
        response: { 200: previewResponse, ...errors },
      },
    },
    async (req) => {
      const course = await readCourseForEditor(db, req.params.courseId);
      return { data: previewDocument(course.id, course.step_id, course.document) };
    },
  );

  // Themes, topics and contents: in the course's draft.
  app.post(
    `${base}/courses/:courseId/themes`,
    { ...guard, schema: { tags, summary: 'Cria um tema no rascunho do curso', params: courseParams, body: themeCreate, response: { 200: created, ...errors } } },
    async (req) => ({ data: { id: await createTheme(db, staffActor(req), req.params.courseId, req.body) } }),
  );
  app.post(
    `${base}/courses/:courseId/topics`,
    { ...guard, schema: { tags, summary: 'Cria um tópico num tema do rascunho', params: courseParams, body: topicCreate, response: { 200: created, ...errors } } },
    async (req) => ({ data: { id: await createTopic(db, staffActor(req), req.params.courseId, req.body) } }),
  );
  app.post(
    `${base}/courses/:courseId/contents`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cria um conteúdo (vídeo, áudio, texto, arquivo, download, quiz ou prova) num tópico do rascunho',
        params: courseParams,
        body: contentCreate,
        response: { 200: created, ...errors },
      },
    },
    async (req) => ({ data: { id: await createContent(db, staffActor(req), req.params.courseId, req.body) } }),
  );
  app.patch(
    `${base}/courses/:courseId/:kind/:id`,
    { ...guard, schema: { tags, summary: 'Renomeia um tema ou tópico do rascunho', params: renameParams, body: nodeRename, response: { 200: done, ...errors } } },
    async (req) => {
      await renameNode(db, staffActor(req), req.params.courseId, req.params.kind, req.params.id, req.body.name);
      return ok;
    },
  );
  app.patch(
    `${base}/courses/:courseId/contents/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Edita título, tipo, corpo ou perguntas de um conteúdo do rascunho',
        params: courseNodeParams,
        body: contentPatch,
        response: { 200: done, ...errors },
      },
    },
    async (req) => {
      await editContent(db, staffActor(req), req.params.courseId, req.params.id, req.body);
      return ok;
    },
  );
  app.post(
    `${base}/courses/:courseId/:kind/:id/move`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Reordena ou move (para outro tema ou tópico do curso) um item do rascunho',
        params: draftNodeParams,
        body: nodeMove,
        response: { 200: done, ...errors },
      },
    },
    async (req) => {
      await moveNode(db, staffActor(req), req.params.courseId, req.params.kind, req.params.id, req.body);
      return ok;
    },
  );
  app.delete(
    `${base}/courses/:courseId/:kind/:id`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Exclui um item do rascunho com o que ele contém (dry_run=true só informa)',
        params: draftNodeParams,
        querystring: dryRunQuery,
        response: { 200: deletionResponse, ...errors },
      },
    },
    async (req) => ({ data: await deleteNode(db, staffActor(req), req.params.courseId, req.params.kind, req.params.id, req.query.dry_run === 'true') }),
  );

  // 'Importar perguntas' (decision 1605): the file is the body, as text, up to 512 KB.
  await app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    // Every type is read as text here, so a wrong one gets this route's own message (importFormatOf).
    scoped.addContentTypeParser('*', { parseAs: 'string', bodyLimit: QUIZ_IMPORT_MAX_BYTES }, (_req, body, done) => done(null, body));
    scoped.withTypeProvider<ZodTypeProvider>().post(
      `${base}/courses/:courseId/contents/:id/questions/import`,
      {
        ...guard,
        bodyLimit: QUIZ_IMPORT_MAX_BYTES,
        schema: {
          tags,
          summary: 'Importar perguntas de um arquivo GIFT ou CSV (text/plain ou text/csv; dry_run=true só mostra o resultado)',
          params: courseNodeParams,
          querystring: quizImportQuery,
          response: { 200: quizImportResponse, ...importErrors },
        },
      },
      async (req) => {
        const format = importFormatOf(req.headers['content-type'], req.query.format);
        const text = typeof req.body === 'string' ? req.body : '';
        return { data: await importQuestions(db, staffActor(req), req.params.courseId, req.params.id, { text, format, dryRun: req.query.dry_run === 'true' }) };
      },
    );
  });
}
