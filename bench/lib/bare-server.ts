// The floors of the benchmark, each in its own pinned process (bench/run.ts starts them):
//   bare-server.ts node      node:http answering a constant JSON object with JSON.stringify
//   bare-server.ts fastify   Fastify answering the same object through a response schema
//                            (fast-json-stringify), no plugins, no hooks, no logger
import http from 'node:http';
import Fastify from 'fastify';
import { announce, createStatsRecorder, STATS_PATH } from './server-stats.ts';

/** A small object shaped like an API answer (strings, numbers, a boolean, a short list). */
const PAYLOAD = {
  data: { id: '4f8c2d3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f', title: 'Desenvolvedor(a) Back-end Node.js Pleno', city: 'São Paulo', state: 'SP', salary: 8500, remote: true },
  meta: { total: 1, per_page: 20, last_page: 1, current_page: 1 },
};

const responseSchema = {
  type: 'object',
  properties: {
    data: {
      type: 'object',
      properties: {
        id: { type: 'string' },
        title: { type: 'string' },
        city: { type: 'string' },
        state: { type: 'string' },
        salary: { type: 'number' },
        remote: { type: 'boolean' },
      },
    },
    meta: {
      type: 'object',
      properties: { total: { type: 'integer' }, per_page: { type: 'integer' }, last_page: { type: 'integer' }, current_page: { type: 'integer' } },
    },
  },
} as const;

async function main(kind: string | undefined): Promise<void> {
  const stats = createStatsRecorder();
  let url: string;
  let close: () => Promise<unknown>;

  if (kind === 'node') {
    const server = http.createServer((req, res) => {
      const body = req.url?.startsWith(STATS_PATH) ? JSON.stringify(stats.read(req.url.includes('reset=1'))) : JSON.stringify(PAYLOAD);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    stats.attach(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    url = `http://127.0.0.1:${address.port}`;
    close = () => new Promise((resolve) => server.close(resolve));
  } else if (kind === 'fastify') {
    const app = Fastify({ logger: false });
    app.get('/', { schema: { response: { 200: responseSchema } } }, async () => PAYLOAD);
    app.get<{ Querystring: { reset?: string } }>(STATS_PATH, async (req) => stats.read(req.query.reset === '1'));
    stats.attach(app.server);
    url = await app.listen({ port: 0, host: '127.0.0.1' });
    close = () => app.close();
  } else {
    throw new Error('usage: bare-server.ts node|fastify');
  }

  announce({ url, path: '/' });
  const stop = () => void close().finally(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main(process.argv[2]).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
