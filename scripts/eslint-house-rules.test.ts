/**
 * The house rules of eslint.config.js bite (docs/decisions/0706): the repository's configuration,
 * built for a small fixture tree laid out like ours, reports each kind of breach and lets the
 * legal imports through.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { houseRules } from '../eslint.config.js';

const fixture: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noEmit: true,
      allowImportingTsExtensions: true,
      lib: ['ES2023'],
      types: [],
    },
    include: ['apps'],
  }),
  'apps/web/src/lib/format.ts': `export const money = (cents: number) => \`R$ \${cents / 100}\`;\n`,
  'apps/web/src/components/ui/badge.ts': `import { money } from '../../lib/format.ts';\nexport const badge = (cents: number) => \`[\${money(cents)}]\`;\n`,
  'apps/web/src/components/ui/plan-chip.ts': `import { planName } from '../../features/plans/plan-name.ts';\nexport const chip = () => planName;\n`,
  'apps/web/src/features/plans/plan-name.ts': `export const planName = 'Premium';\n`,
  'apps/web/src/features/plans/plan-price.ts': `import { badge } from '../../components/ui/badge.ts';\nimport { planName } from './plan-name.ts';\nexport const price = () => \`\${planName} \${badge(990)}\`;\n`,
  'apps/web/src/admin/console-menu.ts': `export const menu = ['Painel'];\n`,
  'apps/web/src/components/console/console-page.ts': `export const page = (title: string) => \`[\${title}]\`;\n`,
  'apps/web/src/components/console/menu-page.ts': `import { menu } from '../../admin/console-menu.ts';\nexport const menuPage = () => menu;\n`,
  'apps/web/src/features/plans/admin/plans-screen.ts': `import { menu } from '../../../admin/console-menu.ts';\nimport { page } from '../../../components/console/console-page.ts';\nexport const screen = () => [page('Planos'), menu];\n`,
  'apps/web/src/features/jobs/job-card.ts': `import { planName } from '../plans/plan-name.ts';\nexport const card = () => planName;\n`,
  'apps/web/src/app/routes/plans.ts': `import { card } from '../../features/jobs/job-card.ts';\nimport { price } from '../../features/plans/plan-price.ts';\nexport const screen = () => [card(), price()];\n`,
  'apps/api/src/modules/plans/plan-access.ts': `export async function userHasFeature(feature: string): Promise<boolean> {\n  return feature === 'journey';\n}\n`,
  'apps/api/src/modules/plans/index.ts': `export { userHasFeature } from './plan-access.ts';\n`,
  'apps/api/src/modules/journey/journey-gate.ts': `import { userHasFeature } from '../plans/index.ts';\nexport const mayEnter = () => userHasFeature('journey');\n`,
  'apps/api/src/modules/journey/journey-peek.ts': `import { userHasFeature } from '../plans/plan-access.ts';\nexport const peek = () => userHasFeature('journey');\n`,
  'apps/api/src/lib/gated.ts': `import { userHasFeature } from '../modules/plans/index.ts';\nexport const gated = () => userHasFeature('alerts');\n`,
  'apps/api/src/modules/plans/plan-feed.ts': `import { request } from 'undici';\nexport async function read(url: string) {\n  await request(url);\n  return await fetch(url);\n}\n`,
  'apps/api/src/lib/outbound/get.ts': `import { fetch as guarded } from 'undici';\nexport async function get(url: string) {\n  await guarded(url);\n  return await fetch(url);\n}\n`,
  'apps/api/src/cli/command-registry.ts': `export const commands = new Map<string, string>();\n`,
  'apps/api/src/modules/plans/plans.commands.ts': `import { commands } from '../../cli/command-registry.ts';\ncommands.set('grant-plan', 'grant-plan EMAIL PLANO');\n`,
  'apps/api/src/lib/cycle-a.ts': `import { b } from './cycle-b.ts';\nexport const a = () => b();\n`,
  'apps/api/src/lib/cycle-b.ts': `import { a } from './cycle-a.ts';\nexport const b = (): number => (Math.random() > 0.5 ? 1 : a());\n`,
  'apps/api/src/lib/forgotten.ts': `async function send(): Promise<void> {}\nexport function notify() {\n  send();\n}\nexport async function notifyAll(ids: string[]) {\n  ids.forEach(async () => {\n    await send();\n  });\n}\nexport async function awaited() {\n  await send();\n  void send();\n}\n`,
};

let root: string;
let problems: Map<string, string[]>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'rumo-lint-'));
  for (const [file, source] of Object.entries(fixture)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), source);
  }
  const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: houseRules(root) });
  const results = await eslint.lintFiles(['.']);
  problems = new Map(results.map((result) => [path.relative(root, result.filePath), result.messages.map((message) => `${message.line}:${message.ruleId ?? message.message}`)]));
}, 120_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const problemsOf = (file: string) => {
  const found = problems.get(file);
  if (!found) throw new Error(`${file} was not linted`);
  return found;
};

describe('house rules (eslint.config.js)', () => {
  it('lints every fixture file', () => {
    expect([...problems.keys()].sort()).toEqual(
      Object.keys(fixture)
        .filter((file) => file.endsWith('.ts'))
        .sort(),
    );
  });

  it('reports a web feature importing another feature', () => {
    expect(problemsOf('apps/web/src/features/jobs/job-card.ts')).toEqual(['1:import-x/no-restricted-paths']);
  });

  it("reports a console screen importing the console's shell, and a console building block importing it; lets a screen use the building blocks", () => {
    expect(problemsOf('apps/web/src/features/plans/admin/plans-screen.ts')).toEqual(['1:import-x/no-restricted-paths']);
    expect(problemsOf('apps/web/src/components/console/menu-page.ts')).toEqual(['1:import-x/no-restricted-paths']);
    expect(problemsOf('apps/web/src/components/console/console-page.ts')).toEqual([]);
  });

  it('reports a ui component importing a feature', () => {
    expect(problemsOf('apps/web/src/components/ui/plan-chip.ts')).toEqual(['1:import-x/no-restricted-paths']);
  });

  it("reports an API module reaching into another module's internals, and lib importing a module", () => {
    expect(problemsOf('apps/api/src/modules/journey/journey-peek.ts')).toEqual(['1:import-x/no-restricted-paths']);
    expect(problemsOf('apps/api/src/lib/gated.ts')).toEqual(['1:import-x/no-restricted-paths']);
  });

  it('reports an HTTP request opened outside the guarded outbound client, and lets the client open its own', () => {
    expect(problemsOf('apps/api/src/modules/plans/plan-feed.ts')).toEqual(['1:no-restricted-imports', '4:no-restricted-globals']);
    expect(problemsOf('apps/api/src/lib/outbound/get.ts')).toEqual([]);
  });

  it('reports a module importing cli/ (commands register themselves there by side effect)', () => {
    expect(problemsOf('apps/api/src/modules/plans/plans.commands.ts')).toEqual(['1:import-x/no-restricted-paths']);
  });

  it('reports an import cycle on both of its files', () => {
    expect(problemsOf('apps/api/src/lib/cycle-a.ts')).toEqual(['1:import-x/no-cycle']);
    expect(problemsOf('apps/api/src/lib/cycle-b.ts')).toEqual(['1:import-x/no-cycle']);
  });

  it('reports a floating promise and a promise where a void callback is expected, not an awaited or voided one', () => {
    expect(problemsOf('apps/api/src/lib/forgotten.ts')).toEqual(['3:@typescript-eslint/no-floating-promises', '6:@typescript-eslint/no-misused-promises']);
  });

  it('lets the legal imports through: own feature, ui, lib, app composing features, another module through its index.ts', () => {
    for (const file of [
      'apps/web/src/features/plans/plan-price.ts',
      'apps/web/src/components/ui/badge.ts',
      'apps/web/src/app/routes/plans.ts',
      'apps/api/src/modules/journey/journey-gate.ts',
      'apps/api/src/modules/plans/index.ts',
    ]) {
      expect(problemsOf(file), file).toEqual([]);
    }
  });
});
