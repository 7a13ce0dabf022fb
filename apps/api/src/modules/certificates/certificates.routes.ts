import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addCertificateToCurriculumRequest,
  addCertificateToCurriculumResponse,
  certificateCodeParams,
  certificateListResponse,
  certificateParams,
  errorBody,
  publicCertificateResponse,
} from '@rumo/contract';
import type { AppDeps } from '../../app-deps.ts';
import { LIMITS } from '../../lib/rate-limit/limits.ts';
import { currentUser } from '../../plugins/auth.ts';
import { addCertificateToCurriculum, listCertificates, verifyCertificate } from './certificates.service.ts';

const tags = ['certificados'];
const errors = { 401: errorBody, 404: errorBody, 422: errorBody, 429: errorBody };

/** Course certificates (docs/decisions/1703): the learner's list, 'Adicionar ao currículo' and the public check. */
export async function certificatesRoutes(fastify: FastifyInstance, { db }: AppDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const auth = { onRequest: app.authenticate };

  app.get(
    '/api/v1/certificates',
    { ...auth, schema: { tags, summary: 'Certificados do usuário (um por curso concluído)', response: { 200: certificateListResponse, ...errors } } },
    async (req) => ({ data: await listCertificates(db, currentUser(req).id) }),
  );

  app.post(
    '/api/v1/certificates/:id/curriculum',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Adiciona o certificado como formação de um currículo (uma vez; repetir não duplica)',
        params: certificateParams,
        body: addCertificateToCurriculumRequest,
        response: { 200: addCertificateToCurriculumResponse, ...errors },
      },
    },
    async (req) => ({ data: await addCertificateToCurriculum(db, currentUser(req).id, req.params.id, req.body.curriculum_uuid) }),
  );

  // Public: anyone holding the code may check it; limited per source so codes cannot be tried in bulk.
  app.get(
    '/api/v1/certificates/:code/public',
    {
      schema: {
        tags,
        summary: 'Verificação pública de um certificado pelo código (sem login)',
        security: [],
        params: certificateCodeParams,
        response: { 200: publicCertificateResponse, 404: errorBody, 429: errorBody },
      },
      config: {
        rateLimit: [
          {
            name: 'certificate-lookup',
            limit: LIMITS.certificateLookupPerSource,
            by: 'source',
            message: 'Muitas consultas de certificado seguidas. Aguarde um minuto e tente novamente.',
          },
        ],
      },
    },
    async (req) => ({ data: await verifyCertificate(db, req.params.code) }),
  );
}
