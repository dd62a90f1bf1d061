import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BACKEND = fileURLToPath(new URL('..', import.meta.url));
const API_TYPES = fileURLToPath(new URL('../../packages/api-types', import.meta.url));
const FILES = ['openapi.json', 'index.d.ts'];

/** `npm run contract -- --check`, as `npm run lint` runs it, on the contract in `dir`. */
function checkContract(dir: string): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', '@swc-node/register/esm-register', 'src/app/openapi/contract.cli.ts', '--check', '--dir', dir],
      { cwd: BACKEND },
      (error, _stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stderr }),
    );
  });
}

describe('the contract check of npm run lint', () => {
  let dir: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'contract-'));
    for (const file of FILES) cpSync(join(API_TYPES, file), join(dir, file));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the committed contract, which is what the code makes', async () => {
    expect(await checkContract(dir)).toEqual({ code: 0, stderr: '' });
  });

  it('fails on a contract that no longer matches the code', async () => {
    const types = join(dir, 'index.d.ts');
    writeFileSync(types, readFileSync(types, 'utf8').replace('hanteln_earned: number;', 'hanteln_earned: string;'));
    const { code, stderr } = await checkContract(dir);
    expect(code).toBe(1);
    expect(stderr).toContain('is stale (index.d.ts)');
  });
});
