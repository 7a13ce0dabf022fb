// Every operator command: each module exports its commands as plain definitions, collected here.
import { revokeSessionsCommand } from '../modules/accounts/accounts.commands.ts';
import { outboxCommand, sendAlertsCommand } from '../modules/alerts/alerts.commands.ts';
import { importJobsCommand, seedJobsCommand } from '../modules/jobs/jobs.commands.ts';
import { grantPlanCommand } from '../modules/plans/plans.commands.ts';
import { sourcesCommand } from '../modules/sources/sources.commands.ts';
import { roleCommands } from '../modules/staff/staff.commands.ts';
import { defineCommand, type NamedCommand } from '../operator-command.ts';
import { seedContentCommand } from '../seed/seed.commands.ts';
import { backupCommand, restoreCommand } from './backup.commands.ts';

// Runs in the operator's process: listing the commands opens no database (a fresh DATA_DIR stays
// untouched) and costs no PGlite start (docs/decisions/0711).
const helpCommand = defineCommand('help', {
  usage: 'help',
  description: 'Lista os comandos disponíveis.',
  runLocal: async ({ out }) => {
    for (const line of helpLines()) out(line);
  },
});

/** Every command, by name order. */
export const ALL_COMMANDS: readonly NamedCommand[] = [
  helpCommand,
  revokeSessionsCommand,
  sendAlertsCommand,
  outboxCommand,
  importJobsCommand,
  seedJobsCommand,
  grantPlanCommand,
  sourcesCommand,
  ...roleCommands,
  seedContentCommand,
  backupCommand,
  restoreCommand,
].sort((a, b) => a.name.localeCompare(b.name));

/** The lines `help` prints: each command's usage and what it does. */
export function helpLines(): string[] {
  return ALL_COMMANDS.map((c) => `  ${c.usage.padEnd(34)} ${c.description}`);
}
