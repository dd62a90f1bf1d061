import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const TARGET_KB = 150;

/** Gzipped bytes of the JS a first visit loads: the entry script and its modulepreloads. */
export function initialJsBytes(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const scripts = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ];
  const files = [...new Set(scripts.map((match) => match[1]))];
  return files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length, 0);
}

/** The baseline: the smallest React 19 app, built by the same Vite on the same machine. */
async function bareReactBytes() {
  const { build } = await import(join(root, 'node_modules/vite/dist/node/index.js'));
  const dir = join(root, 'bench/.tmp/bare-react');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/main.js"></script>');
  writeFileSync(
    join(dir, 'main.js'),
    "import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(createElement('h1', null, 'Hallo'));\n",
  );
  await build({ root: dir, logLevel: 'silent', build: { outDir: join(dir, 'dist'), emptyOutDir: true } });
  const bytes = initialJsBytes(join(dir, 'dist'));
  rmSync(dir, { recursive: true, force: true });
  return bytes;
}

export async function run() {
  const ours = initialJsBytes(join(root, 'frontend/dist'));
  const bare = await bareReactBytes();
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  return {
    name: 'Frontend initial JS (gzip)',
    ok: ours <= TARGET_KB * 1024,
    lines: [`app: ${kb(ours)} KB, bare React 19 app: ${kb(bare)} KB`, `ratio app / bare React: ${(ours / bare).toFixed(2)}× (target: app ≤ ${TARGET_KB} KB)`],
  };
}
