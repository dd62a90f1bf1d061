import { fileURLToPath } from 'node:url';
import { ReadonlyVisitor } from '@nestjs/swagger/plugin';
import ts from 'typescript';

/** Where the metadata is written, beside this file; its imports are relative to this folder. */
export const PLUGIN_METADATA_FILE = fileURLToPath(new URL('./plugin-metadata.generated.ts', import.meta.url));

const TSCONFIG = fileURLToPath(new URL('../../../tsconfig.build.json', import.meta.url));

/**
 * What @nestjs/swagger's compiler plugin reads from the types: each DTO's properties (type,
 * optional, nullable, class-validator rules, the doc comment as description) and each handler's
 * answer (its return type). The build is plain `tsc` and the contract and tests run through swc,
 * neither of which runs a TypeScript transformer, so the plugin runs here in its read-only mode
 * over the backend's program and its findings are printed as a module that
 * `SwaggerModule.loadPluginMetadata` applies before a document is made (as `nest build` would
 * print it for swc). Server functions keep their params and answers in `*.function.ts`.
 */
export function generatePluginMetadata(): string {
  const program = ReadonlyVisitor.createTsProgram(TSCONFIG);
  const models = visitor({ dtoFileNameSuffix: ['.dto.ts', '.function.ts'], controllerFileNameSuffix: NONE, introspectComments: true });
  const handlers = visitor({ dtoFileNameSuffix: NONE, controllerFileNameSuffix: ['.controller.ts'] });
  for (const sourceFile of program.getSourceFiles()) {
    if (sourceFile.isDeclarationFile) continue;
    models.visit(program, sourceFile);
    handlers.visit(program, sourceFile);
  }
  return print({ models: models.collect().models, controllers: handlers.collect().controllers }, { ...models.typeImports, ...handlers.typeImports });
}

/** A file name suffix no file has: each visitor reads one kind of file. */
const NONE = ['.none'];

/**
 * A DTO's doc comment is its description; a handler's stays a note for developers (they say why a
 * route behaves as it does), so the contract's operations get no summary from them.
 */
function visitor(options: PluginOptions): ReadonlyVisitor {
  return new ReadonlyVisitor({ ...options, pathToSource: fileURLToPath(new URL('.', import.meta.url)), classValidatorShim: true, esmCompatible: true });
}

type PluginOptions = ConstructorParameters<typeof ReadonlyVisitor>[0];
type Collected = ReturnType<ReadonlyVisitor['collect']>;
type Metadata = ts.ObjectLiteralExpression | { [key: string]: Metadata };

const { factory } = ts;

/**
 * `import * as m0 from '…dto.js'; …; const t = {'…dto.js': m0, …}; export default async () => ({'@nestjs/swagger': {…}})`.
 * The plugin's own printer imports each file with `await import()`, which jest's module loader
 * cannot link beside the static imports of the same files; static imports load them as the app does.
 */
function print(collected: Collected, typeImports: Record<string, string>): string {
  const paths = [...new Set([...Object.keys(typeImports), ...Object.values(collected).flatMap((files) => files.map(([load]) => pathOf(load)))])].sort();
  const names = new Map(paths.map((path, index) => [path, `m${index}`]));
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
  const file = ts.createSourceFile('plugin-metadata.generated.ts', '', ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const kinds = Object.entries(collected).map(([kind, files]) => {
    const entries = files.map(
      ([load, classes]) =>
        `      [${names.get(pathOf(load))}, ${printer.printNode(ts.EmitHint.Expression, literal(classes), file).replace(/\n/g, '\n      ')}],`,
    );
    return `    ${kind}: [\n${entries.join('\n')}\n    ],`;
  });
  return [
    "/** Generated from the backend's DTO and controller types by `npm run contract`; do not edit. */",
    ...paths.map((path) => `import * as ${names.get(path)} from '${path}';`),
    '',
    `const t = {\n${paths.map((path) => `  '${path}': ${names.get(path)},`).join('\n')}\n};`,
    '',
    `export default async () => ({\n  '@nestjs/swagger': {\n${kinds.join('\n')}\n  },\n});`,
    '',
  ].join('\n');
}

/** The module an `import("…")` of the plugin's names. */
function pathOf(load: ts.CallExpression): string {
  return (load.arguments[0] as ts.StringLiteral).text;
}

function literal(metadata: Metadata): ts.ObjectLiteralExpression {
  if (ts.isObjectLiteralExpression(metadata as ts.Node)) return metadata as ts.ObjectLiteralExpression;
  return factory.createObjectLiteralExpression(
    Object.entries(metadata as Record<string, Metadata>).map(([key, value]) =>
      factory.createPropertyAssignment(factory.createStringLiteral(key), literal(value)),
    ),
    true,
  );
}
