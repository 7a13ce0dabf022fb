import net from 'node:net';

// Defaults below Linux's ephemeral range (32768–60999): a port in it can be held by any outgoing
// connection of the machine at that moment — a CI run once found :55432 taken (decision 0753).
export const PG_PORT_DEFAULT = 25432;
export const APP_PORT_DEFAULT = 4195;
const PORT_TRIES = 50;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** The port asked for in the environment (it must be free), else the first free one from the default. */
export async function choosePort(fromEnv: string | undefined, fallback: number, variable: string): Promise<number> {
  if (fromEnv !== undefined && fromEnv !== '') {
    const port = Number(fromEnv);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${variable}=${fromEnv} is not a port`);
    if (!(await portIsFree(port))) throw new Error(`port ${port} (${variable}) is in use`);
    return port;
  }
  for (let port = fallback; port < fallback + PORT_TRIES; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${fallback}–${fallback + PORT_TRIES - 1} (set ${variable})`);
}
