import type { AppDeps } from '../app-deps.ts';

export type CommandContext = AppDeps & { out: (line: string) => void };

export type Command = {
  usage: string;
  description: string;
  run: (ctx: CommandContext, args: string[]) => Promise<void>;
};

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
  try {
    await command.run({ ...deps, out: (line) => output.push(line) }, args);
    return { ok: true, output };
  } catch (err) {
    output.push(err instanceof CommandError ? err.message : `Erro: ${(err as Error).message}`);
    return { ok: false, output };
  }
}
