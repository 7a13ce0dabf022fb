import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_PORT_DEFAULT, choosePort, PG_PORT_DEFAULT } from '../resilience/lib/ports.ts';

const held: net.Server[] = [];
function hold(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(port, '127.0.0.1', () => resolve());
    held.push(s);
  });
}
afterEach(async () => {
  await Promise.all(held.splice(0).map((s) => new Promise((r) => s.close(r))));
});

// A free port to start from, found by the OS, so the test does not depend on what this machine runs.
async function freeBase(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', () => r()));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

describe('resilience ports (decision 0753)', () => {
  it('defaults sit below the ephemeral range, where outgoing connections take their ports', async () => {
    const [low] = (await import('node:fs')).readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    expect(PG_PORT_DEFAULT).toBeLessThan(low!);
    expect(APP_PORT_DEFAULT).toBeLessThan(low!);
  });

  it('takes the next free port when the default is held', async () => {
    const base = await freeBase();
    await hold(base);
    const chosen = await choosePort(undefined, base, 'X_PORT');
    expect(chosen).toBeGreaterThan(base);
  });

  it('refuses a port set in the environment that is held, and one that is not a port', async () => {
    const base = await freeBase();
    await hold(base);
    await expect(choosePort(String(base), 1, 'X_PORT')).rejects.toThrow(`port ${base} (X_PORT) is in use`);
    await expect(choosePort('abc', 1, 'X_PORT')).rejects.toThrow('X_PORT=abc is not a port');
  });
});
