import { defineCommand } from '../operator-command.ts';
import { seedContent } from './seed.ts';

// docs/decisions/0707: a real deployment gets the starter content only when its operator asks.
export const seedContentCommand = defineCommand('seed-content', {
  usage: 'seed-content',
  description: 'Carrega a jornada inicial e os destaques (nunca sobrescreve o que existe).',
  run: async ({ db, config, out }) => {
    const done: string[] = [];
    await seedContent({ db, scryptLogN: config.scryptLogN, log: (line) => done.push(line) });
    if (done.length === 0) out('Nada a carregar: a jornada e os destaques já estão no banco.');
    for (const line of done) out(line);
  },
});
