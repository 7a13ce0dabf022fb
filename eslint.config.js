import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The folders directly inside `dir`. @param {string} dir */
function folders(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * ARCHITECTURE.md "Boundaries" as import zones (docs/decisions/0706): one zone per web feature and
 * per API module, read from the tree, so a new feature is fenced in the day its folder appears.
 * @param {string} root
 */
function boundaryZones(root) {
  const web = path.join(root, 'apps/web/src');
  const features = path.join(web, 'features');
  const api = path.join(root, 'apps/api/src');
  const modules = path.join(api, 'modules');
  const moduleNames = folders(modules);
  return [
    ...folders(features).map((feature) => ({
      target: path.join(features, feature),
      from: features,
      except: [`./${feature}`],
      message: 'Features do not import each other: move what both need to src/lib or src/components/ui, or compose them in src/app (ARCHITECTURE.md, Boundaries).',
    })),
    {
      target: [path.join(web, 'components/ui'), path.join(web, 'components/console'), path.join(web, 'lib')],
      from: [features, path.join(web, 'app'), path.join(web, 'admin')],
      message: 'src/components/ui, src/components/console and src/lib are domain-free: they import no feature and nothing from src/app or src/admin.',
    },
    {
      target: features,
      from: path.join(web, 'admin'),
      message:
        "Console screens in features/<x>/admin/ build on src/components/console/, never on the console's shell in src/admin/, which composes them (ARCHITECTURE.md, Boundaries).",
    },
    ...moduleNames.map((module) => ({
      target: path.join(modules, module),
      from: modules,
      except: [`./${module}`, ...moduleNames.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
      message: "A module uses another only through that module's index.ts (ARCHITECTURE.md, Boundaries).",
    })),
    {
      target: modules,
      from: path.join(api, 'cli'),
      message: "A module's operator commands are plain definitions (src/operator-command.ts) that cli/commands.ts collects: no module imports cli/ (ARCHITECTURE.md, Boundaries).",
    },
    {
      target: [path.join(api, 'lib'), path.join(api, 'db'), path.join(api, 'plugins')],
      from: modules,
      message: 'src/lib, src/db and src/plugins sit below the modules and import none of them.',
    },
  ];
}

/**
 * The whole configuration for a tree rooted at `root`: the repository's own below, and the
 * fixture trees of scripts/eslint-house-rules.test.ts, which prove that these rules bite.
 * @param {string} root
 */
export function houseRules(root) {
  return defineConfig(
    {
      ignores: ['**/dist/**', '.tmp*/**', 'test-results/**', '**/node_modules/**', 'data/**', 'apps/api/drizzle/**', 'playwright-report/**', 'bench/results/**'],
    },
    js.configs.recommended,
    ...tseslint.configs.recommended,
    {
      languageOptions: { globals: { ...globals.node, ...globals.browser } },
      rules: {
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': 'error',
      },
    },
    {
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [createNodeResolver()],
        // Without these, import-x reads no TypeScript file and no-cycle sees no dependency at all.
        'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
        'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      },
      rules: {
        'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaryZones(root) }],
        // Type-only imports are erased and never form a cycle at run time; the rule skips them.
        'import-x/no-cycle': ['error', { ignoreExternal: true }],
      },
    },
    {
      // Type-aware rules: a promise nobody awaits loses its rejection; one passed where a plain
      // function is expected (an event handler, a forEach callback) is never awaited at all.
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: root } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': 'error',
      },
    },
    {
      // A URL that staff or users give is fetched only through the guarded client, which refuses
      // private addresses (docs/decisions/1901): no other API code opens an HTTP request of its own.
      files: ['apps/api/src/**/*.ts'],
      ignores: ['apps/api/src/lib/outbound/**'],
      rules: {
        'no-restricted-globals': ['error', { name: 'fetch', message: 'Fetch through src/lib/outbound (guardedGet), which refuses private addresses (decision 1901).' }],
        'no-restricted-imports': [
          'error',
          { paths: [{ name: 'undici', message: 'HTTP requests go through src/lib/outbound (guardedGet), which refuses private addresses (decision 1901).' }] },
        ],
      },
    },
    {
      files: ['apps/web/**/*.{ts,tsx}'],
      // The cast: react-hooks 7 types its `configs` in a shape ESLint's Plugin type does not accept.
      plugins: { 'react-hooks': /** @type {import('eslint').ESLint.Plugin} */ (reactHooks) },
      rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
    },
  );
}

export default houseRules(import.meta.dirname);
