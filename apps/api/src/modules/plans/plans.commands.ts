import { CommandError, defineCommand } from '../../operator-command.ts';
import { grantPlan, planKeys } from './plans.service.ts';

export const grantPlanCommand = defineCommand('grant-plan', {
  usage: 'grant-plan EMAIL PLANO',
  description: 'Coloca um usuário em um plano (chave: free, pro, premium).',
  run: async ({ db, out }, args) => {
    const [email, planKey, ...rest] = args;
    if (!email || !planKey || rest.length > 0) throw new CommandError('Uso: grant-plan EMAIL PLANO (por exemplo: grant-plan ana@exemplo.com premium)');
    const result = await grantPlan(db, email, planKey);
    if ('error' in result) {
      if (result.error === 'plan') throw new CommandError(`Plano desconhecido: ${planKey}. Planos: ${(await planKeys(db)).join(', ')}.`);
      throw new CommandError(`Nenhum usuário com o e-mail ${email}.`);
    }
    out(`Plano ${result.planName} concedido a ${result.userName} <${email.trim().toLowerCase()}>.`);
  },
});
