import { beforeAll, describe, expect, it } from 'vitest';
import { runCommand } from '../../src/cli/command-registry.ts';
import '../../src/cli/commands.ts';
import { buildUser } from '../factories.ts';
import { useTestApp } from '../test-app.ts';
import { buildAlert, buildJob, seedAlertReferences } from './alert-factories.ts';

const t = useTestApp({ publicUrl: 'https://rumo.example' });

beforeAll(() => seedAlertReferences(t.db));

describe('operator commands', () => {
  it('send-alerts runs one pass and outbox lists the e-mail', async () => {
    const user = await buildUser(t.db, { email: 'carla.cli@teste.rumo.app' });
    await buildAlert(t.db, user.id);
    const job = await buildJob(t.db, { title: 'Desenvolvedor Front-end via CLI' });

    const sent = await runCommand(t.deps, 'send-alerts', []);
    expect(sent.ok).toBe(true);
    expect(sent.output[0]).toMatch(/1 resumo\(s\) montado\(s\) com 1 vaga\(s\); 1 e-mail\(s\) enviado\(s\)/);

    const list = await runCommand(t.deps, 'outbox', ['5']);
    expect(list.ok).toBe(true);
    expect(list.output[0]).toMatch(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}\s+carla\.cli@teste\.rumo\.app\s+Rumo: 1 nova vaga para os seus alertas \(resumo diário\)$/);

    const full = await runCommand(t.deps, 'outbox', ['--to', 'CARLA.CLI@teste.rumo.app', '--full']);
    expect(full.output.join('\n')).toContain('Desenvolvedor Front-end via CLI');
    expect(full.output.join('\n')).toContain(`https://rumo.example/jobs/${job.id}`);

    const again = await runCommand(t.deps, 'send-alerts', []);
    expect(again.output[0]).toMatch(/0 resumo\(s\).*0 e-mail\(s\) enviado\(s\)/);
  });

  it('refuses bad arguments', async () => {
    expect((await runCommand(t.deps, 'send-alerts', ['--agora'])).ok).toBe(false);
    const bad = await runCommand(t.deps, 'outbox', ['zero']);
    expect(bad.ok).toBe(false);
    expect(bad.output[0]).toMatch(/Argumento inválido/);
    expect((await runCommand(t.deps, 'outbox', ['--to'])).ok).toBe(false);
    expect((await runCommand(t.deps, 'outbox', ['--to', 'ninguem@teste.rumo.app'])).output).toEqual(['Nenhum e-mail na caixa de saída.']);
  });
});
