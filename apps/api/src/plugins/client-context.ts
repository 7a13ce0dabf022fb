import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientSource } from '../lib/client-source.ts';
import type { WorkContext } from '../lib/fair-work-queue.ts';

const signals = new WeakMap<FastifyRequest, AbortSignal>();

/**
 * Aborted when the client goes away before its answer is written: expensive work queued for it
 * (a password hash) is dropped instead of done for nobody (docs/decisions/0705). The response's
 * 'close' event fires on a dropped connection, and after a finished answer (then ignored).
 */
function disconnectSignal(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  let signal = signals.get(request);
  if (signal) return signal;
  const controller = new AbortController();
  signal = controller.signal;
  signals.set(request, signal);
  if (request.raw.socket?.destroyed) controller.abort();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return signal;
}

/** Who is asking, for the rate limits and the fair work queue. */
export function workContext(request: FastifyRequest, reply: FastifyReply): WorkContext {
  return { source: clientSource(request.ip), signal: disconnectSignal(request, reply) };
}
