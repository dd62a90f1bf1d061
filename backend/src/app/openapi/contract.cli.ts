import 'reflect-metadata';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateContract, staleFiles } from './contract.js';

/**
 * `npm run contract` writes the contract into packages/api-types; `npm run contract -- --check`
 * (part of `npm run lint`) fails when a route declares no response or the committed files differ
 * from what the code makes. `--dir <folder>` reads and writes another folder (the tests).
 */
const args = process.argv.slice(2);
const check = args.includes('--check');
const dirFlag = args.indexOf('--dir');
const dir = dirFlag >= 0 ? args[dirFlag + 1]! : fileURLToPath(new URL('../../../../packages/api-types', import.meta.url));

const { contract, undeclared } = await generateContract();
let failed = false;
if (undeclared.length > 0) {
  console.error(`These routes declare no response (@ApiOkResponse({ type }) or the like):\n  ${undeclared.join('\n  ')}`);
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
