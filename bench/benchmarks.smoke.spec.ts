import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Every benchmark at a tiny size, run as `npm run bench` runs it, so none of them can rot
 * unnoticed. Speed is not asserted here; `npm run bench` measures it.
 */
const runner = fileURLToPath(new URL('./run.mjs', import.meta.url));
const benchmarks = [
  'workout-logging',
  'dashboard',
  'dashboard-history',
  'replay',
  'ai-throughput',
  'frontend-bundle',
  'rebuild-under-load',
  'dashboard-lcp',
  'coach-first-words',
  'history-import',
];

describe('benchmarks (tiny sizes)', () => {
  it.each(benchmarks)(
    '%s runs and reports its ratio against the baseline',
    (name) => {
      const result = spawnSync(process.execPath, [runner, name, '--small'], { encoding: 'utf8', timeout: 200_000 });
      expect(result.stderr).not.toMatch(/Error/);
      expect(result.status).toBe(0);
      expect(result.stdout).toContain(`== ${name}`);
      expect(result.stdout).toMatch(/\d\.\d+×/);
      expect(result.stdout).not.toMatch(/NaN|Infinity|undefined/);
    },
    240_000,
  );

  it('keeps the api under its memory ceiling with 16 parallel 49-megapixel uploads (a ceiling, not a timing)', () => {
    const result = spawnSync(process.execPath, [runner, 'upload-memory', '--small'], { encoding: 'utf8', timeout: 200_000 });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/16\/16 stored/);
    expect(result.stdout).toMatch(/\d\.\d+×/);
    expect(result.stdout).toContain('target met');
  }, 240_000);

  it("runs the replay benchmark's rebuild with the worker's shipped limits, finishing under them (a ceiling, not a timing)", () => {
    const result = spawnSync(process.execPath, [runner, 'rebuild-memory', '--small'], { encoding: 'utf8', timeout: 200_000 });
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/MEMORY_LIMIT_MIB=512 CPU_LIMIT=1: exit 0, .* \(under the limit/);
    expect(result.stdout).toMatch(/\d\.\d+×/);
  }, 240_000);
});
