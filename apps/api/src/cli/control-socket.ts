import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AppDeps } from '../app-deps.ts';
import { runCommand } from './command-registry.ts';
import './commands.ts';

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

/**
 * The local-only channel through which `npm run cli` hands its work to the running server when
 * that server holds the PGlite folder (a second process must never open it). A Unix socket in the
 * data folder, readable by the owner only: nothing on the network can reach it.
 */
export async function startControlSocket(deps: AppDeps, dataDir: string): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  fs.rmSync(socketPath, { force: true });
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      void (async () => {
        try {
          const { command, args } = JSON.parse(body) as { command: string; args: string[] };
          const result = await runCommand(deps, String(command), Array.isArray(args) ? args.map(String) : []);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result));
        } catch (err) {
          res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: false, output: [`Pedido inválido: ${(err as Error).message}`] }));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(socketPath, resolve));
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

export function sendToControlSocket(dataDir: string, command: string, args: string[]): Promise<{ ok: boolean; output: string[] }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: controlSocketPath(dataDir), method: 'POST', path: '/run', headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        try {
          resolve(JSON.parse(body) as { ok: boolean; output: string[] });
        } catch (err) {
          reject(err as Error);
        }
      });
    });
    req.on('error', reject);
    req.end(JSON.stringify({ command, args }));
  });
}
