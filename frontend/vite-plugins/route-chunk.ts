import type { Plugin, Rolldown } from 'vite';

type Wanted = Set<string> | 'all';
/** Where a forwarding module gets an exported name: a module and the name there ('*': its namespace). */
type Binding = { source: string; name: string };
type Statement = ReturnType<Rolldown.PluginContext['parse']>['body'][number];
type Specifier = Extract<Statement, { type: 'ImportDeclaration' }>['specifiers'][number];
type ModuleExportName = Extract<Specifier, { type: 'ImportSpecifier' }>['imported'];

/** `a` or `"a-b"`: a name in an import or export list. */
const nameOf = (name: ModuleExportName) => (name.type === 'Literal' ? name.value : name.name);
/** The name an import takes from its source module ('*': its namespace). */
const importedName = (specifier: Specifier) =>
  specifier.type === 'ImportSpecifier' ? nameOf(specifier.imported) : specifier.type === 'ImportDefaultSpecifier' ? 'default' : '*';

/** What an import or re-export statement asks of its source: the names it lists, or everything. */
function wantedFrom(statement: Statement): { source: string; names: Wanted } | null {
  if (statement.type === 'ImportDeclaration') {
    const names = statement.specifiers.map(importedName);
    // `import 'x'` runs all of x; `import * as x` may use any of it.
    return { source: statement.source.value, names: names.length > 0 && !names.includes('*') ? new Set(names) : 'all' };
  }
  if (statement.type === 'ExportNamedDeclaration' && statement.source)
    return { source: statement.source.value, names: new Set(statement.specifiers.map((specifier) => nameOf(specifier.local))) };
  if (statement.type === 'ExportAllDeclaration') return { source: statement.source.value, names: 'all' };
  return null;
}

/**
 * A module that only passes on what it imports (a feature's index.ts, a package's index file):
 * which module each exported name comes from, and the modules whose every export it passes on.
 * Null for a module with code of its own.
 */
function forwarding(body: Statement[]): { bindings: Map<string, Binding>; stars: string[] } | null {
  const imported = new Map<string, Binding>();
  const bindings = new Map<string, Binding>();
  const stars: string[] = [];
  const exported: [local: string, exported: string][] = [];
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) imported.set(specifier.local.name, { source: statement.source.value, name: importedName(specifier) });
    } else if (statement.type === 'ExportAllDeclaration') {
      if (statement.exported) bindings.set(nameOf(statement.exported), { source: statement.source.value, name: '*' });
      else stars.push(statement.source.value);
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      for (const specifier of statement.specifiers) {
        if (statement.source) bindings.set(nameOf(specifier.exported), { source: statement.source.value, name: nameOf(specifier.local) });
        else exported.push([nameOf(specifier.local), nameOf(specifier.exported)]);
      }
    } else if (!(statement.type === 'ExpressionStatement' && statement.directive)) return null;
  }
  for (const [local, name] of exported) {
    const binding = imported.get(local);
    if (binding) bindings.set(name, binding);
  }
  return { bindings, stars };
}

/**
 * Finds the modules that lazily loaded `roots` (a page, say) need before they can run: their
 * static imports, followed through modules that only pass names on (a feature's index.ts, a
 * package's index file) for the names actually asked for, so that a feature's other screens behind
 * the same index.ts, or a package's unused parts, are left out. The result, `modules`, is read by
 * `build.rolldownOptions.output.codeSplitting` (vite.config.ts) to put them in one chunk. Each
 * module's imports are the bundler's: its module graph, and its parser's reading of the module's
 * compiled code (type-only imports gone), where an import in a comment or a string is none.
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

        const info = this.getModuleInfo(id);
        const body = info?.code == null ? null : this.parse(info.code).body;
        const forwarder = body && forwarding(body);
        if (!forwarder) modules.add(id);
        if (!info || !body) continue;
        if (!forwarder || fresh === 'all') {
          // Code of its own (or everything asked of a forwarder): all it imports, by name where its
          // import and export statements name them; what else the module graph has it import (a
          // CommonJS package's `require`), whole.
          const named = new Set<string>();
          for (const statement of body) {
            const wanted = wantedFrom(statement);
            const target = wanted && (await resolve(wanted.source, id));
            if (!wanted || !target) continue;
            queue.push([target, wanted.names]);
            named.add(target);
          }
          for (const target of info.importedIds) if (!named.has(target) && !target.startsWith('\0')) queue.push([target, 'all']);
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
