import type { AppDeps } from '../app-deps.ts';
import { CommandError, type Command, type LocalContext, type NamedCommand } from '../operator-command.ts';
import { ALL_COMMANDS } from './commands.ts';

const registry = new Map<string, NamedCommand>(ALL_COMMANDS.map((command) => [command.name, command]));

export function findCommand(name: string): Command | undefined {
  return registry.get(name);
}

/** Runs a command and captures its output, for the control socket and for tests. */
export async function runCommand(deps: AppDeps, name: string, args: string[]): Promise<{ ok: boolean; output: string[] }> {
  const output: string[] = [];
  const command = findCommand(name);
  if (!command) return { ok: false, output: [`Comando desconhecido: ${name}. Use "help" para ver os comandos.`] };
  if (!('run' in command)) return { ok: false, output: [`O comando ${name} não roda dentro do servidor: use-o com o servidor parado.`] };
  try {
    await command.run({ ...deps, out: (line) => output.push(line) }, args);
    return { ok: true, output };
  } catch (err) {
    output.push(err instanceof CommandError ? err.message : `Erro: ${(err as Error).message}`);
    return { ok: false, output };
  }
}

/** Runs a command in the CLI process: its `prepare`, then `runLocal`, or `run` on the database `open` gives. */
export async function runInCli(
  name: string,
  args: string[],
  local: Omit<LocalContext, 'out'>,
  open: (prepared: string[]) => Promise<{ ok: boolean; output: string[] }>,
): Promise<{ ok: boolean; output: string[] }> {
  const output: string[] = [];
  const command = findCommand(name);
  if (!command) return { ok: false, output: [`Comando desconhecido: ${name}. Use "help" para ver os comandos.`] };
  const ctx: LocalContext = { ...local, out: (line) => output.push(line) };
  try {
    const prepared = command.prepare ? command.prepare(ctx, args) : args;
    if ('run' in command) return await open(prepared);
    await command.runLocal(ctx, prepared);
    return { ok: true, output };
  } catch (err) {
    output.push(err instanceof CommandError ? err.message : `Erro: ${(err as Error).message}`);
    return { ok: false, output };
  }
}
