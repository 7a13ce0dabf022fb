import type { AppDeps } from './app-deps.ts';
import type { Config } from './config.ts';

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

export type NamedCommand = Command & { name: string };

/** An operator mistake (bad argument, unknown e-mail…): printed as is, exit code 1. */
export class CommandError extends Error {}

/**
 * An operator command as a plain definition (decision 0706): a module exports it, and the CLI
 * collects every module's commands in cli/commands.ts. Nothing registers itself on import.
 */
export function defineCommand(name: string, command: Command): NamedCommand {
  return { ...command, name };
}
