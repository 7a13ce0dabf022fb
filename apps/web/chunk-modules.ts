import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/chunk-modules.json`: for each JavaScript chunk of the build, the source modules in
 * it (paths relative to apps/web). The bundle check reads it to prove that no chunk the job seeker
 * loads holds console code (decision 1406); Vite's manifest names chunks, not the modules inside.
 */
export function chunkModules(): Plugin {
  let root = '';
  return {
    name: 'rumo-chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = output.moduleIds.filter((id) => !id.startsWith('\0')).map((id) => path.relative(root, id.split('?')[0]!));
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(map) });
    },
  };
}
