import http from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, VALIDATION_MESSAGE } from '../lib/errors.ts';
import { setNoStore } from './no-store.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import { applySecurityHeaders, securityHeaderList } from './security-headers.ts';

type PgError = { code?: string; cause?: unknown };

/** PostgreSQL error code of an error or of its cause (drizzle wraps driver errors). */
function pgCode(err: unknown): string | undefined {
  let e = err as PgError | undefined;
  for (let i = 0; i < 3 && e; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as PgError | undefined;
  }
  return undefined;
}

function isConnectionFailure(err: unknown): boolean {
  const text = String((err as Error)?.message ?? '') + String(((err as PgError)?.cause as Error)?.message ?? '');
  return /ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|Connection terminated|not queryable|the database system is (starting|shutting) up|terminating connection/i.test(
    text,
  );
}

const statusMessages: Record<number, string> = {
  400: 'Requisição inválida.',
  404: 'Recurso não encontrado.',
  405: 'Método não permitido.',
  406: 'Formato não aceito.',
  408: 'A requisição demorou demais para chegar. Tente novamente.',
  413: 'O conteúdo enviado é grande demais.',
  415: 'Tipo de conteúdo não suportado. Envie JSON.',
  429: 'Muitas requisições. Tente novamente em instantes.',
  431: 'Os cabeçalhos da requisição são grandes demais.',
};

/** The single place where any error becomes `{ message, errors? }`. Bad input is never a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds !== undefined) void reply.header('retry-after', String(err.retryAfterSeconds));
      return reply.status(err.statusCode).send(err.errors ? { message: err.message, errors: err.errors } : { message: err.message });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string> = {};
      for (const issue of err.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[field] ??= issue.message ?? 'Valor inválido.';
      }
      return reply.status(422).send({ message: VALIDATION_MESSAGE, errors });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response does not match its schema');
      return reply.status(500).send({ message: 'Erro interno. Tente novamente mais tarde.' });
    }
    const code = pgCode(err);
    if (code === '23505') return reply.status(409).send({ message: 'Este registro já existe.' });
    if (code === '23503') return reply.status(422).send({ message: 'Referência inválida: um item relacionado não existe.' });
    // Class 22 is "data exception": a value the database refuses (NUL byte 22021, bad number, too long…).
    if (code?.startsWith('22')) {
      return reply.status(422).send({ message: 'Valor inválido em um dos campos enviados.' });
    }
    if (code?.startsWith('08') || code === '57P01' || code === '57P03' || code === '53300' || isConnectionFailure(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({ message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' });
    }
    const status = typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 500) {
      request.log.error({ err }, 'unhandled error');
      return reply.status(500).send({ message: 'Erro interno. Tente novamente mais tarde.' });
    }
    const message =
      err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
        ? 'O corpo da requisição não é um JSON válido.'
        : (statusMessages[status] ?? 'Requisição inválida.');
    return reply.status(status).send({ message });
  });
}

/**
 * Fastify answers a few malformed requests before routing, outside the error handler (`frameworkErrors`
 * option of the Fastify constructor): a path with bad percent-encoding (`/api/v1/jobs/%C0%AE`) and a
 * path parameter over `maxParamLength`. Same shape, security headers and Cache-Control here; an
 * over-long id cannot exist, so it is a 404.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(reply);
  void reply.header(REQUEST_ID_HEADER, request.id);
  setNoStore(request, reply);
  if (err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send({ message: statusMessages[404] });
    return;
  }
  void reply.status(400).send({ message: statusMessages[400] });
}

/** The status for an error of Node's HTTP parser, chosen as Node's own answer chooses it (`socketOnError`). */
function clientErrorStatus(code: string | undefined): number {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW') return 413;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * `clientErrorHandler` option of the Fastify constructor (docs/decisions/0703): what Node's HTTP
 * parser refuses before Fastify sees a request — a malformed header line, a header section or URL
 * over `maxHeaderSize`, an unknown method or version, Content-Length with Transfer-Encoding, a bad
 * chunked body — and the request and headers timeouts. Fastify's default answers an English body
 * without our headers. There is no request or reply here: the answer is written on the socket
 * itself, in the error shape, with every security header, `Cache-Control: no-store` and
 * `Connection: close`; the socket is destroyed once it is written.
 */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket): void {
  // Node's own check: nothing may be written once an answer on this socket has begun (it would
  // corrupt that answer), nor on a socket that was reset or can no longer be written.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } | null })._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(err.code);
  this.log.debug({ err }, `client error answered ${status} before routing`);
  const body = JSON.stringify({ message: statusMessages[status] ?? statusMessages[400] });
  const head = [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'content-type: application/json; charset=utf-8',
    `content-length: ${Buffer.byteLength(body)}`,
    'cache-control: no-store',
    'connection: close',
    ...securityHeaderList(this).map(([name, value]) => `${name}: ${value}`),
  ];
  // end() then destroy once flushed: destroying at once (as Node's default does) can drop the answer.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
}
