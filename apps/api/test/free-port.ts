import net from 'node:net';

/** Below Linux's default ephemeral range (32768–60999), where no outgoing connection takes a local port. */
const FIRST = 20000;
const COUNT = 12000;

/**
 * A port on 127.0.0.1 for a test that starts the server as a child process: random below the
 * ephemeral range, and found free by listening on it once. A random port between 40000 and 49999
 * sat inside that range, where the tests' own connections to PostgreSQL hold local ports: CI once
 * found one taken (EADDRINUSE). Here only another listening server could take it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error('no free port found below the ephemeral range');
}
