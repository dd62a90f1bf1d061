import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The plugin on a small app of its own, built by Vite in a process of its own (the bundler's native
 * code refuses objects made inside jest's module sandbox): an entry that loads two pages lazily,
 * each asking a feature's index.ts for a different screen and both using a CommonJS package.
 */
const plugin = fileURLToPath(new URL('./route-chunk.ts', import.meta.url));
const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');
const files = (root: string): Record<string, string> => ({
  'package.json': '{ "type": "module" }',
  'index.html': '<script type="module" src="./main.ts"></script>',
  'main.ts': "console.log('SHELL'); import('./page.ts').then((m) => m.page()); import('./other-page.ts').then((m) => m.otherPage());",
  'page.ts': `
    import { wanted } from './feature/index.ts';
    import helper from './package/index.cjs'; // not an import: import { other } from './feature/index.ts';
    const hint = "import { other } from './feature/index.ts'";
    export const page = () => { wanted(); helper(hint); };`,
  'other-page.ts':
    "import { other } from './feature/index.ts'; import helper from './package/index.cjs'; export const otherPage = () => { other(); helper(); };",
  'feature/index.ts': "export { wanted } from './wanted.ts'; export { other } from './other.ts';",
  'feature/wanted.ts': "export const wanted = () => console.log('WANTED_SCREEN');",
  'feature/other.ts': "export const other = () => console.log('OTHER_SCREEN');",
  // A CommonJS package both pages use, whose index file requires its code.
  'package/index.cjs': "module.exports = require('./helper.cjs');",
  'package/helper.cjs': "module.exports = (text) => console.log('REQUIRED_HELPER', text);",
  // A plain object: vite itself cannot be imported from a folder outside the repository.
  'vite.config.ts': `
    import { routeChunk } from ${JSON.stringify(plugin)};
    const page = routeChunk([${JSON.stringify(join(root, 'page.ts'))}], { preload: { chunkName: 'page' } });
    export default {
      logLevel: 'silent',
      plugins: [page],
      build: {
        minify: false,
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'page', test: (id) => page.modules.has(id), includeDependenciesRecursively: false }] } } },
      },
    };`,
});

let root: string;
let chunks: { file: string; code: string }[];
let html: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'route-chunk-'));
  for (const [name, text] of Object.entries(files(root))) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  execFileSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'pipe' });
  const assets = join(root, 'dist/assets');
  chunks = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, code: readFileSync(join(assets, file), 'utf8') }));
  html = readFileSync(join(root, 'dist/index.html'), 'utf8');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const pageChunk = () => chunks.find((chunk) => chunk.file.startsWith('page-'))!;

describe('routeChunk', () => {
  it('puts the page and the screen it asks for through the index.ts in one chunk, without the shell', () => {
    expect(pageChunk().code).toContain('WANTED_SCREEN');
    expect(pageChunk().code).not.toContain('SHELL');
  });

  it("leaves the index.ts's other screen out of the page's chunk, though a comment and a string in the page name it", () => {
    expect(pageChunk().code).not.toContain('OTHER_SCREEN');
    expect(chunks.some((chunk) => chunk.code.includes('OTHER_SCREEN'))).toBe(true);
  });

  it('puts what a CommonJS package the page imports requires in the chunk', () => {
    expect(pageChunk().code).toContain('REQUIRED_HELPER');
  });

  it('has index.html preload the chunk', () => {
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${pageChunk().file}">`);
  });
});
