import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { rowsOf } from '../../src/db/database.ts';
import { useTestApp } from '../test-app.ts';
import { fixture, startFakeFeed, type FakeFeed } from './fake-feed-server.ts';

// `npm run cli -- sources …` (issue 15 item 3, decision 1502), run as the control socket runs it.

// The fake feeds listen on loopback: this file's app reads them as a private mirror would be read.
const t = useTestApp({ sourcesAllowPrivateAddresses: true });
let feed: FakeFeed;
const greenhouse = fixture<{ jobs: unknown[] }>('greenhouse-jobs.json');

beforeAll(async () => {
  feed = await startFakeFeed({ '/v1/boards/acme/jobs': () => ({ body: greenhouse }) });
});
afterAll(() => feed.close());

const cli = (...args: string[]) => runCommand(t.deps, 'sources', args);

describe('sources CLI', () => {
  it('adds a source, refusing a duplicate, a bad key, a non-http base URL, an unknown kind and a bad interval', async () => {
    expect(await cli('add', 'greenhouse', 'acme', '--base-url', feed.origin, '--name', 'Acme Brasil')).toEqual({
      ok: true,
      output: ['Fonte cadastrada: Acme Brasil (greenhouse:acme), publicação automática, a cada 360 min.'],
    });
    expect(await cli('add', 'greenhouse', 'acme')).toEqual({ ok: false, output: ['Esta fonte já está cadastrada.'] });
    expect((await cli('add', 'github', 'acme')).output).toEqual(['Informe o repositório como dono/nome (ex.: frontendbr/vagas).']);
    expect((await cli('add', 'lever', 'acme', '--base-url', 'file:///etc/passwd')).output).toEqual(['Endereço base inválido: use http:// ou https://.']);
    expect((await cli('add', 'monster', 'acme')).output).toEqual(['Tipo de fonte inválido.']);
    expect((await cli('add', 'lever', 'acme', '--interval', '5')).output).toEqual(['O intervalo deve ser de pelo menos 15 minutos.']);
    expect((await cli('add', 'lever', 'acme', '--depressa')).output[0]).toMatch(/^Opção desconhecida: --depressa.\nUso:/);
    const audit = rowsOf<{ actor_email: string; action: string }>(await t.db.execute(sql`SELECT actor_email, action FROM audit_log WHERE entity = 'source'`));
    expect(audit).toEqual([{ actor_email: 'linha de comando', action: 'source.create' }]);
  });

  it('syncs now, printing the counts and each rejection with its reason, and lists the source', async () => {
    const synced = await cli('sync');
    expect(synced).toEqual({
      ok: true,
      output: [
        'Acme Brasil (greenhouse:acme)',
        '  Concluída: lidas 4, novas 2, atualizadas 0, sem mudança 0, expiradas 0, republicadas 0, rejeitadas 2',
        '    rejeitada 4012347: Sem título.',
        '    rejeitada (sem id): Sem identificador na fonte.',
      ],
    });
    const listed = await cli('list');
    expect(listed.ok).toBe(true);
    expect(listed.output).toHaveLength(1);
    expect(listed.output[0]).toMatch(/^greenhouse:acme {2}Acme Brasil {2}automática {2}a cada 360 min {2}vagas ativas: 2 {2}última: Concluída em \d{2}\/\d{2}\/\d{4}/);
  });

  it('asks for KIND:KEY when two kinds share a key, and removes a source expiring its jobs', async () => {
    expect((await cli('add', 'lever', 'acme', '--review', '--base-url', feed.origin)).ok).toBe(true);
    expect(await cli('remove', 'acme')).toEqual({ ok: false, output: ['A chave acme existe em mais de um tipo: use greenhouse:acme ou lever:acme.'] });
    expect(await cli('remove', 'greenhouse:acme')).toEqual({ ok: true, output: ['Fonte removida: Acme Brasil (greenhouse:acme); 2 vaga(s) sem outra fonte expiraram.'] });
    expect((await cli('sync', 'greenhouse:acme')).output).toEqual(['Nenhuma fonte com a chave greenhouse:acme. Veja "sources list".']);
    expect((await cli('remove', 'acme')).ok).toBe(true);
    expect((await cli('list')).output).toEqual(['Nenhuma fonte cadastrada. Use "sources add TIPO CHAVE".']);
  });

  it('reports a failing feed and exits with an error', async () => {
    feed.route('/v1/boards/quebrada/jobs', () => ({ status: 404, body: { message: 'não encontrado' } }));
    await cli('add', 'greenhouse', 'quebrada', '--base-url', feed.origin);
    const result = await cli('sync', 'quebrada');
    expect(result.ok).toBe(false);
    expect(result.output).toEqual([
      'quebrada (greenhouse:quebrada)',
      '  Falhou: lidas 0, novas 0, atualizadas 0, sem mudança 0, expiradas 0, republicadas 0, rejeitadas 0',
      '  erro: A fonte respondeu com o código HTTP 404.',
      'A sincronização falhou.',
    ]);
  });
});
