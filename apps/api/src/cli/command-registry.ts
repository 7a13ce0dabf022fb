import type { AppDeps } from '../app-deps.ts';
import type { Config } from '../config.ts';

export type CommandContext = AppDeps & { out: (line: string) => void };

/** What a command sees in the operator's own process, before any database is opened. */
export type LocalContext = { config: Config; out: (line: string) => void; /** where the operator typed the command */ cwd: string };

export type Command = {
  usage: string;
  description: string;
  /**
   * Runs in the CLI process before the database is opened or the command is handed to the server:
   * checks what only the operator's side knows (the configuration, files relative to where they
   * typed) and returns the arguments to run with. Throws CommandError to stop.
   */
  prepare?: (ctx: LocalContext, args: string[]) => string[];
} & (
  | { run: (ctx: CommandContext, args: string[]) => Promise<void> }
  /**
   * Runs in the CLI process with no database opened for it and is never handed to the server: the
   * command opens what it needs itself (restore, which must run while no server holds the folder).
   */
  | { runLocal: (ctx: LocalContext, args: string[]) => Promise<void> }
);

/** An operator mistake (bad argument, unknown e-mail…): printed as is, exit code 1. */
export class CommandError extends Error {}

const registry = new Map<string, Command>();

/** Features register their operator commands here (see cli/commands.ts). */
export function defineCommand(name: string, command: Command): void {
  registry.set(name, command);
}

export function findCommand(name: string): Command | undefined {
  return registry.get(name);
}

export function listCommands(): [string, Command][] {
  return [...registry.entries()].sort(([a], [b]) => a.localeCompare(b));
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
