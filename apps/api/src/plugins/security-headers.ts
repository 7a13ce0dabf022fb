import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import { EMBED_ORIGINS } from '@rumo/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { NO_INLINE, type InlineHashes } from './inline-hashes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries (see registerSecurityHeaders). */
    securityHeaders: [string, string][];
  }
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Strict CSP: everything comes from our own origin (the app ships its fonts, media and scripts).
 * Inline style attributes are allowed for progress bars and the like. The only inline scripts and
 * <style> elements allowed are those of the built index.html, each by its hash (`inline`, from
 * inline-hashes.ts: the first-screen script, docs/decisions/1802, and the app's stylesheet,
 * docs/decisions/1807): no 'unsafe-inline'.
 *
 * `widgetOrigins`: the origin of the support chat widget, only when `CHAT_WIDGET_URL` is set
 * (docs/decisions/0004). A script from there already runs with the page's full power, so also
 * letting it fetch, open its websocket, frame its conversation and load its styles, fonts and
 * images from that same origin grants nothing more; no other origin and no inline script is allowed.
 *
 * Frames: besides the widget, only the players of the highlights' allow-listed embeds (YouTube's
 * no-cookie domain, Vimeo, Spotify; decision 1606), whose addresses the app builds itself.
 */
export function securityHeaderOptions(widgetOrigins: string[] = [], inline: InlineHashes = NO_INLINE): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inline.scripts, ...widgetOrigins],
        styleSrc: ["'self'", ...inline.styles, ...widgetOrigins],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...widgetOrigins],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", ...widgetOrigins],
        connectSrc: ["'self'", ...widgetOrigins],
        frameSrc: ["'self'", ...EMBED_ORIGINS, ...widgetOrigins],
        objectSrc: ["'none'"],
        // ASVS 5.0 3.4.3: base-uri 'none' (the app never uses <base>; an injected one could re-point relative URLs).
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers @fastify/helmet sends for `options`, computed once by @fastify/helmet itself on a
 * throwaway instance (those it adds to a plain Fastify answer). Registered as a plugin, it builds
 * helmet's middleware again, CSP parsing included, on EVERY request: ~60–80 µs of CPU each
 * (measured with `npm run bench`'s profiles), while our options, hence the headers, never change.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const answer = async (withHelmet: boolean) => {
    const probe = Fastify({ logger: false });
    if (withHelmet) await probe.register(helmet, options);
    probe.get('/', async () => '');
    const res = await probe.inject('/');
    await probe.close();
    return res.headers;
  };
  const plain = await answer(false);
  return Object.entries(await answer(true)).filter((entry): entry is [string, string] => !(entry[0] in plain) && typeof entry[1] === 'string');
}

const computed = new Map<string, Promise<[string, string][]>>();

export async function registerSecurityHeaders(app: FastifyInstance, widgetOrigins: string[] = [], inline: InlineHashes = NO_INLINE): Promise<void> {
  const key = JSON.stringify([widgetOrigins, inline]);
  if (!computed.has(key)) computed.set(key, helmetHeaders(securityHeaderOptions(widgetOrigins, inline)));
  const headers = await computed.get(key)!;
  // For the answers made before routing (frameworkErrors, clientErrorHandler), which skip the hooks below.
  app.decorate('securityHeaders', headers);
  // Set on the raw response at the start of the request, as helmet does: a route may still
  // override one with reply.header().
  app.addHook('onRequest', (_req, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}

/**
 * Every security header of an answer, for answers that run no hooks: Fastify's before routing
 * (frameworkErrors) and the ones written on the raw socket (clientErrorHandler, docs/decisions/0703).
 */
export function securityHeaderList(app: FastifyInstance): [string, string][] {
  return [...(app.securityHeaders ?? []), ['permissions-policy', PERMISSIONS_POLICY]];
}

/** Sets the security headers on an answer that runs no hooks (a malformed URL is refused before routing). */
export function applySecurityHeaders(reply: FastifyReply): void {
  for (const [name, value] of securityHeaderList(reply.server)) reply.header(name, value);
}
