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

defineCommand('help', {
  usage: 'help',
  description: 'Lista os comandos disponíveis.',
  run: async ({ out }) => {
    for (const [, c] of listCommands()) out(`  ${c.usage.padEnd(34)} ${c.description}`);
  },
});
