import type { Plugin } from 'vite';

/*
 * Module syntax as a module's code has it once TypeScript and JSX are compiled (type-only imports
 * are gone by then): `import { a, b as c } from 'x'`, `import x from 'x'`, `import * as x from 'x'`,
 * `import 'x'`, `export { a, default as b } from 'x'`, `export * from 'x'`, `export * as x from 'x'`,
 * `export { a, b as c }`, and a CommonJS package's `require('x')`.
 */
const IMPORT = /\bimport\s*(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s*as\s+([\w$]+))?\s*(?:from\s*)?["']([^"']+)["']\s*;?/g;
const EXPORT_FROM = /\bexport\s*(?:\{([^}]*)\}|\*(?:\s*as\s+([\w$]+))?)\s*from\s*["']([^"']+)["']\s*;?/g;
const EXPORT_LIST = /\bexport\s*\{([^}]*)\}\s*;?/g;
const REQUIRE = /\brequire\(\s*["']([^"']+)["']\s*\)/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const DIRECTIVES = /^\s*["']use (?:strict|client)["'];?/gm;

type Wanted = Set<string> | 'all';
/** Where a forwarding module gets an exported name: a module and the name there ('*': its namespace). */
type Binding = { source: string; name: string };

/** `a, b as c` → [['a', 'a'], ['b', 'c']]: each name as the other side has it, and as this side calls it. */
const pairs = (list: string): [string, string][] =>
  list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [from, to] = part.split(/\s+as\s+/).map((name) => name.trim());
      return [from!, to ?? from!];
    });

/**
 * A module that only passes on what it imports (a feature's index.ts, a package's index file):
 * which module each exported name comes from, and the modules whose every export it passes on.
 * Null for a module with code of its own.
 */
function forwarding(code: string): { bindings: Map<string, Binding>; stars: string[] } | null {
  const rest = code.replace(IMPORT, '').replace(EXPORT_FROM, '').replace(EXPORT_LIST, '').replace(DIRECTIVES, '');
  if (rest.trim() !== '') return null;
  const imported = new Map<string, Binding>();
  for (const [, defaultName, list, namespace, source] of code.matchAll(IMPORT)) {
    if (defaultName) imported.set(defaultName, { source: source!, name: 'default' });
    if (namespace) imported.set(namespace, { source: source!, name: '*' });
    for (const [from, local] of pairs(list ?? '')) imported.set(local, { source: source!, name: from });
  }
  const bindings = new Map<string, Binding>();
  const stars: string[] = [];
  for (const [, list, namespace, source] of code.matchAll(EXPORT_FROM)) {
    if (list !== undefined) for (const [from, exported] of pairs(list)) bindings.set(exported, { source: source!, name: from });
    else if (namespace) bindings.set(namespace, { source: source!, name: '*' });
    else stars.push(source!);
  }
  for (const [, list] of code.replace(EXPORT_FROM, '').matchAll(EXPORT_LIST)) {
    for (const [local, exported] of pairs(list!)) {
      const binding = imported.get(local);
      if (binding) bindings.set(exported, binding);
    }
  }
  return { bindings, stars };
}

/**
 * Finds the modules that lazily loaded `roots` (a page, say) need before they can run: their
 * static imports, followed through modules that only pass names on (a feature's index.ts, a
 * package's index file) for the names actually asked for, so that a feature's other screens behind
 * the same index.ts, or a package's unused parts, are left out. The result, `modules`, is read by
 * `build.rolldownOptions.output.codeSplitting` (vite.config.ts) to put them in one chunk.
 */
export function routeChunk(roots: string[], options: { preload?: { chunkName: string } } = {}): Plugin & { modules: Set<string> } {
  const modules = new Set<string>();
  let base = '/';
  return {
    name: 'hantelwerk:route-chunk',
    apply: 'build',
    modules,
    configResolved(config) {
      base = config.base;
    },
    // With `preload`, index.html asks for the chunk (named by its codeSplitting group) beside the entry's.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!options.preload || !bundle) return;
        const chunk = Object.values(bundle).find((output) => output.type === 'chunk' && output.name === options.preload!.chunkName);
        if (!chunk) throw new Error(`route-chunk: no chunk named ${options.preload.chunkName} to preload`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
    // Chunks built from these sets import each other in one direction only; a cycle could run a
    // module before one it needs (the groups leave dependencies where they are), so it fails the build.
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output.imports] as const] : [])));
      const done = new Set<string>();
      const visit = (file: string, path: string[]) => {
        if (path.includes(file)) this.error(`route-chunk: chunks import each other in a cycle: ${[...path.slice(path.indexOf(file)), file].join(' → ')}`);
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
    async buildEnd() {
      const asked = new Map<string, Wanted>();
      const queue = roots.map((root): [string, Wanted] => [root, 'all']);
      const resolve = async (source: string, importer: string) => {
        const id = (await this.resolve(source, importer))?.id;
        return id && !id.startsWith('\0') ? id : null;
      };
      while (queue.length > 0) {
        const [id, names] = queue.shift()!;
        const before = asked.get(id);
        if (before === 'all') continue;
        const fresh: Wanted = names === 'all' ? 'all' : new Set([...names].filter((name) => !before?.has(name)));
        if (before && fresh !== 'all' && fresh.size === 0) continue;
        asked.set(id, fresh === 'all' ? 'all' : new Set([...(before ?? []), ...fresh]));

        const code = this.getModuleInfo(id)?.code?.replace(COMMENTS, '');
        const forwarder = code === undefined ? null : forwarding(code);
        if (!forwarder) modules.add(id);
        if (code === undefined) continue;
        if (!forwarder || fresh === 'all') {
          // Code of its own (or everything asked of a forwarder): all it imports, by name where it names them.
          for (const [, defaultName, list, namespace, source] of code.matchAll(IMPORT)) {
            const target = await resolve(source!, id);
            if (!target) continue;
            const named = list !== undefined && !defaultName && !namespace;
            queue.push([target, named ? new Set(pairs(list).map(([from]) => from)) : 'all']);
          }
          for (const [, list, namespace, source] of code.matchAll(EXPORT_FROM)) {
            const target = await resolve(source!, id);
            if (target) queue.push([target, list !== undefined && !namespace ? new Set(pairs(list).map(([from]) => from)) : 'all']);
          }
          for (const [, source] of code.matchAll(REQUIRE)) {
            const target = await resolve(source!, id);
            if (target) queue.push([target, 'all']);
          }
          continue;
        }
        // A forwarder passes on only the names asked of it.
        for (const name of fresh) {
          const binding = forwarder.bindings.get(name);
          if (binding) {
            const target = await resolve(binding.source, id);
            if (target) queue.push([target, binding.name === '*' ? 'all' : new Set([binding.name])]);
            continue;
          }
          for (const source of forwarder.stars) {
            const target = await resolve(source, id);
            if (target && this.getModuleInfo(target)?.exports.includes(name)) queue.push([target, new Set([name])]);
          }
        }
      }
    },
  };
}
