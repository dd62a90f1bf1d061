import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const runner = fileURLToPath(new URL('./run.mjs', import.meta.url));

/** Runs one benchmark at its small size, as `npm run bench` runs it. */
export function runSmall(name: string): { status: number | null; stdout: string; stderr: string } {
  return spawnSync(process.execPath, [runner, name, '--small'], { encoding: 'utf8', timeout: 480_000 });
}

/**
 * The smoke test of a benchmark: it runs and reports its ratio against the baseline, so none of them
 * can rot unnoticed. Speed is not asserted here; `npm run bench` measures it.
 */
export function expectRunsAndReports(name: string): void {
  const result = runSmall(name);
  expect(result.stderr).not.toMatch(/Error/);
  expect(result.status).toBe(0);
  expect(result.stdout).toContain(`== ${name}`);
  expect(result.stdout).toMatch(/\d\.\d+×/);
  expect(result.stdout).not.toMatch(/NaN|Infinity|undefined/);
}
