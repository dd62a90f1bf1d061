/**
 * tsc compiles only TypeScript: this copies the JSON data files under src/ (the coach's corpus and the
 * exercise catalogue) to the same place under dist/, where npm start and the Docker image read them.
 */
import { cpSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const backend = join(dirname(fileURLToPath(import.meta.url)), '..');
const source = join(backend, 'src');
for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.json')) continue;
  const file = join(entry.parentPath, entry.name);
  cpSync(file, join(backend, 'dist', relative(source, file)));
}
