import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { redactUrl } from '../lib/redact-url.ts';

/**
 * Fields no log line may carry, wherever they are logged from (docs/decisions/0707). Fastify's
 * request lines log no headers at all; these paths catch an object logged with its headers.
 */
const REDACT_PATHS = [
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  'authorization',
  'cookie',
];

/** Fastify's request serializer, with the secrets of the query string blanked. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** JSON lines (pino) at `level`, one `reqId` on every line of a request, no secrets. `stream`: tests capture the lines. */
export function loggerOptions(level: string, stream?: DestinationStream): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    serializers: { req: serializeRequest as never },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    ...(stream ? { stream } : {}),
  };
}
