import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The repository root, found from this file whether it runs from src/ (tsx, vitest) or bundled in dist/.
function findRoot(start: string): string {
  let dir = start;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`package.json not found above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const migrationsDir = path.join(projectRoot, 'drizzle');
export const webDistDir = path.join(projectRoot, 'dist', 'web');
/** The web build's server entry (src/web/entry-server.tsx), which renders the first views (decision 045). */
export const ssrDistDir = path.join(projectRoot, 'dist', 'ssr');
