import fs from 'node:fs';
import path from 'node:path';
import dotenv from 'dotenv';
import { repoRoot } from './config.ts';

/** Reads `.env` at the repository root, if any; real environment variables win. */
export function loadEnvFile(): void {
  const file = path.join(repoRoot, '.env');
  if (fs.existsSync(file)) dotenv.config({ path: file, quiet: true });
}
