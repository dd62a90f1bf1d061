import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePluginMetadata, PLUGIN_METADATA_FILE } from './plugin-metadata.js';

/**
 * `npm run contract` writes what the swagger plugin reads from the types (plugin-metadata.ts) and
 * then the contract into packages/api-types; `npm run contract -- --check` (part of `npm run lint`)
 * fails when a route declares no response or the committed files differ from what the code makes.
 * `--dir <folder>` reads and writes the contract in another folder (the tests).
 */
const args = process.argv.slice(2);
const check = args.includes('--check');
const dirFlag = args.indexOf('--dir');
const dir = dirFlag >= 0 ? args[dirFlag + 1]! : fileURLToPath(new URL('../../../../packages/api-types', import.meta.url));

let failed = false;
const metadata = generatePluginMetadata();
if (!check) writeFileSync(PLUGIN_METADATA_FILE, metadata);
else if (!existsSync(PLUGIN_METADATA_FILE) || readFileSync(PLUGIN_METADATA_FILE, 'utf8') !== metadata) {
  console.error(`${PLUGIN_METADATA_FILE} is stale: run \`npm run contract\` and commit the result.`);
  failed = true;
}

// Imported only now, so that the document is made with the metadata just written.
const { generateContract, staleFiles } = await import('./contract.js');
const { contract, undeclared } = await generateContract();
if (undeclared.length > 0) {
  console.error(`These routes declare no response (a return type or @ApiOkResponse({ type }) or the like):\n  ${undeclared.join('\n  ')}`);
  failed = true;
}
if (check) {
  const committed = Object.fromEntries(
    Object.keys(contract).map((name) => [name, existsSync(join(dir, name)) ? readFileSync(join(dir, name), 'utf8') : undefined]),
  );
  const stale = staleFiles(contract, committed);
  if (stale.length > 0) {
    console.error(`The API contract in ${dir} is stale (${stale.join(', ')}): run \`npm run contract\` and commit the result.`);
    failed = true;
  }
} else {
  for (const [name, text] of Object.entries(contract)) writeFileSync(join(dir, name), text);
}
process.exit(failed ? 1 : 0);
