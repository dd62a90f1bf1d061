import { runSmall } from './small-run.js';

/**
 * The benchmarks that check a memory ceiling, at a small size. A file of their own, so jest runs
 * them beside the other benchmarks' smoke test instead of after it.
 */
describe('memory ceilings (small sizes)', () => {
  it('keeps the api under its memory ceiling with 16 parallel 49-megapixel uploads (a ceiling, not a timing)', () => {
    const result = runSmall('upload-memory');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/16\/16 stored/);
    expect(result.stdout).toMatch(/\d\.\d+×/);
    expect(result.stdout).toContain('target met');
  }, 540_000);

  it("runs the replay benchmark's rebuild with the worker's shipped limits, finishing under them (a ceiling, not a timing)", () => {
    const result = runSmall('rebuild-memory');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/MEMORY_LIMIT_MIB=512 CPU_LIMIT=1: exit 0, .* \(under the limit/);
    expect(result.stdout).toMatch(/\d\.\d+×/);
  }, 540_000);
});
