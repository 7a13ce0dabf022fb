// Every operator command, registered by name. Importing this file fills the registry.
import { defineCommand, listCommands } from './command-registry.ts';
import './backup.commands.ts';
import '../modules/accounts/accounts.commands.ts';
import '../modules/alerts/alerts.commands.ts';
import '../modules/jobs/jobs.commands.ts';
import '../modules/plans/plans.commands.ts';
import '../modules/sources/sources.commands.ts';
import '../modules/staff/staff.commands.ts';
import '../seed/seed.commands.ts';

// Runs in the operator's process: listing the commands opens no database (a fresh DATA_DIR stays
// untouched) and costs no PGlite start (docs/decisions/0711).
defineCommand('help', {
  usage: 'help',
  description: 'Lista os comandos disponíveis.',
  runLocal: async ({ out }) => {
    for (const line of helpLines()) out(line);
  },
});

/** The lines `help` prints: each command's usage and what it does. */
export function helpLines(): string[] {
  return listCommands().map(([, c]) => `  ${c.usage.padEnd(34)} ${c.description}`);
}
