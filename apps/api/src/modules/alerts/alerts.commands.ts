import { desc, eq, sql } from 'drizzle-orm';
import { CommandError, defineCommand } from '../../operator-command.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { runDeliveryPass } from './delivery/delivery-pass.ts';

export const sendAlertsCommand = defineCommand('send-alerts', {
  usage: 'send-alerts [--force]',
  description: 'Faz agora uma passagem de envio dos alertas de vagas (--force: todos os alertas ativos, ignorando a frequência).',
  run: async (deps, args) => {
    const unknown = args.filter((a) => a !== '--force');
    if (unknown.length > 0) throw new CommandError(`Opção desconhecida: ${unknown.join(' ')}. Uso: send-alerts [--force]`);
    const report = await runDeliveryPass(deps, { force: args.includes('--force') });
    deps.out(
      `Alertas: ${report.digestsCreated} resumo(s) montado(s) com ${report.jobsChosen} vaga(s); ${report.emailsSent} e-mail(s) enviado(s)` +
        ` (${report.resent} reenviado(s) de passagens anteriores); ${report.cancelled} cancelado(s); ${report.failures} falha(s).`,
    );
    for (const error of report.errors) deps.out(`  falha: ${error}`);
    if (report.failures > 0) throw new CommandError('Alguns e-mails não foram enviados; eles continuam pendentes e serão tentados de novo na próxima passagem.');
  },
});

const when = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

export const outboxCommand = defineCommand('outbox', {
  usage: 'outbox [N] [--to EMAIL] [--full]',
  description: 'Lista os últimos N e-mails (padrão 20): data, destinatário, assunto (--full: com o texto).',
  run: async ({ db, out }, args) => {
    let limit = 20;
    let to: string | undefined;
    let full = false;
    for (let i = 0; i < args.length; i++) {
      const arg = args[i] as string;
      if (arg === '--full') full = true;
      else if (arg === '--to') {
        to = args[++i]?.trim().toLowerCase();
        if (!to) throw new CommandError('Uso: outbox [N] [--to EMAIL] [--full]');
      } else if (/^\d+$/.test(arg) && Number(arg) >= 1 && Number(arg) <= 1000) limit = Number(arg);
      else throw new CommandError(`Argumento inválido: ${arg}. Uso: outbox [N] [--to EMAIL] [--full] (N de 1 a 1000).`);
    }
    const rows = await db
      .select()
      .from(outboxEmails)
      .where(to ? eq(sql`lower(${outboxEmails.toAddress})`, to) : undefined)
      .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
      .limit(limit);
    if (rows.length === 0) {
      out('Nenhum e-mail na caixa de saída.');
      return;
    }
    for (const r of rows) {
      const status = r.sentAt ? '' : ' (não entregue)';
      out(`${when.format(r.createdAt)}  ${r.toAddress}  ${r.subject}${status}`);
      if (full) out(`${r.text.replace(/^/gm, '    ')}\n`);
    }
  },
});
