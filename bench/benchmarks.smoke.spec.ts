/**
 * Every benchmark at a tiny size, so none of them can rot unnoticed. Speed is not asserted here;
 * `npm run bench` measures it.
 */
const benchmarks = ['workout-logging', 'dashboard', 'replay', 'ai-throughput', 'frontend-bundle'];

describe('benchmarks (tiny sizes)', () => {
  it.each(benchmarks)('%s runs and reports numbers', async (name) => {
    const benchmark = (await import(`./${name}.mjs`)) as { run(options: { small: boolean }): Promise<{ name: string; lines: string[]; ok: boolean }> };
    const result = await benchmark.run({ small: true });
    expect(result.name).toBeTruthy();
    expect(result.lines.length).toBeGreaterThanOrEqual(2);
    expect(result.lines.join('\n')).toMatch(/\d/);
    expect(result.lines.join('\n')).not.toMatch(/NaN|Infinity|undefined/);
  });
});
