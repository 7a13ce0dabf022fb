import path from 'node:path';
import { repoRoot } from './config.ts';

/**
 * Reads `.env` at the repository root, if there is one, with Node's own parser
 * (`process.loadEnvFile`): variables already in the environment win over the file.
 */
export function loadEnvFile(file = path.join(repoRoot, '.env')): void {
  try {
    process.loadEnvFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}
