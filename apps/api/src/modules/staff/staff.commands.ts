import { STAFF_ROLES, staffRole, type StaffRole } from '@rumo/contract';
import { CommandError, defineCommand } from '../../operator-command.ts';
import { changeRole, LAST_ADMIN } from './roles.service.ts';

function parse(name: string, args: string[]): { email: string; role: StaffRole } {
  const [email, role, ...rest] = args;
  if (!email || !role || rest.length > 0) throw new CommandError(`Uso: ${name} EMAIL PAPEL (papéis: ${STAFF_ROLES.join(', ')})`);
  const parsed = staffRole.safeParse(role);
  if (!parsed.success) throw new CommandError(`Papel desconhecido: ${role}. Papéis: ${STAFF_ROLES.join(', ')}.`);
  return { email, role: parsed.data };
}

/** `grant-role` and `revoke-role`. */
export const roleCommands = (
  [
    ['grant-role', true],
    ['revoke-role', false],
  ] as const
).map(([name, grant]) =>
  defineCommand(name, {
    usage: `${name} EMAIL PAPEL`,
    description: grant ? 'Dá a um usuário um papel na equipe (admin, editor, moderator, analyst).' : 'Retira de um usuário um papel na equipe.',
    run: async ({ db, out }, args) => {
      const { email, role } = parse(name, args);
      const result = await changeRole(db, { actor: 'cli', user: { email }, role, grant });
      if ('error' in result) throw new CommandError(result.error === 'last-admin' ? LAST_ADMIN : `Nenhum usuário com o e-mail ${email}.`);
      const who = `${result.user.name} <${result.user.email}>`;
      const now = result.roles.length ? `Papéis agora: ${result.roles.join(', ')}.` : 'Sem papéis na equipe agora.';
      if (!result.changed) out(grant ? `${who} já tinha o papel ${role}. ${now}` : `${who} não tinha o papel ${role}. ${now}`);
      else out(`${grant ? 'Papel concedido' : 'Papel retirado'}: ${role} — ${who}. ${now}`);
    },
  }),
);
