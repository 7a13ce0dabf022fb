import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import { unsubscribePage } from './unsubscribe-page.ts';
import { unsubscribe, type UnsubscribeResult } from './unsubscribe.service.ts';

const query = z.object({
  token: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe('Token assinado do e-mail de alertas'),
});

function page(result: UnsubscribeResult): { status: number; title: string; message: string } {
  switch (result.status) {
    case 'unsubscribed':
      return {
        status: 200,
        title: 'Alerta cancelado',
        message: `Você não receberá mais e-mails do alerta "${result.position}" em ${result.city}/${result.state}. Você pode reativá-lo quando quiser em Alertas de Vagas.`,
      };
    case 'already-unsubscribed':
      return {
        status: 200,
        title: 'Alerta já cancelado',
        message: `O alerta "${result.position}" em ${result.city}/${result.state} já estava cancelado. Nenhum e-mail dele será enviado.`,
      };
    case 'not-found':
      return { status: 404, title: 'Alerta não encontrado', message: 'Este alerta não existe mais. Nenhum e-mail dele será enviado.' };
    default:
      return {
        status: 400,
        title: 'Link inválido',
        message: 'Este link de cancelamento é inválido ou está incompleto. Copie o endereço completo do e-mail ou gerencie seus alertas no Rumo.',
      };
  }
}

/**
 * One-click unsubscribe from a digest e-mail: no login, answers a small pt-BR HTML page
 * (docs/decisions/0604).
 */
export async function unsubscribeRoutes(fastify: FastifyInstance, deps: AppDeps): Promise<void> {
  fastify.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/job-alerts/unsubscribe',
    {
      schema: {
        tags: ['alertas'],
        summary: 'Cancela um alerta pelo link do e-mail (sem login); responde uma página HTML',
        description: '200: alerta desativado (ou já estava). 400: token inválido ou adulterado. 404: alerta removido.',
        security: [],
        querystring: query,
        produces: ['text/html'],
      },
    },
    async (req, reply) => {
      const result = await unsubscribe(deps.db, req.query.token);
      const { status, title, message } = page(result);
      return (
        reply
          .status(status)
          .header('content-type', 'text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          // The token is in the URL: never hand it to another site through the Referer header.
          .header('referrer-policy', 'no-referrer')
          .header('x-robots-tag', 'noindex')
          .send(unsubscribePage({ title, message, manageUrl: `${deps.config.publicUrl}/job-alerts` }))
      );
    },
  );
}
