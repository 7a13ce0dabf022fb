import { CommandError, defineCommand } from '../../operator-command.ts';
import { revokeAllSessions } from './accounts.service.ts';

// For a stolen device or account takeover: the person must log in again everywhere (ASVS 7.4.5).
export const revokeSessionsCommand = defineCommand('revoke-sessions', {
  usage: 'revoke-sessions EMAIL',
  description: 'Encerra todas as sessões ativas de um usuário (ele precisará entrar de novo).',
  run: async ({ db, out }, args) => {
    const [email, ...rest] = args;
    if (!email || rest.length > 0) throw new CommandError('Uso: revoke-sessions EMAIL (por exemplo: revoke-sessions ana@exemplo.com)');
    const result = await revokeAllSessions(db, email);
    if (!result) throw new CommandError(`Nenhum usuário com o e-mail ${email}.`);
    const who = `${result.userName} <${result.email}>`;
    out(result.revoked === 0 ? `Nenhuma sessão ativa de ${who}.` : `${result.revoked} sessão(ões) de ${who} encerrada(s).`);
  },
});
