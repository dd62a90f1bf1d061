import { expectRunsAndReports } from './small-run.js';

/** The benchmarks of what a lifter waits for (pages, the bundle, the coach, the AI, an import) at a tiny size. */
const benchmarks = ['dashboard-lcp', 'first-screen-crowd', 'frontend-bundle', 'coach-first-words', 'ai-throughput', 'history-import'];

describe('benchmarks of what a lifter waits for (tiny sizes)', () => {
  it.each(benchmarks)('%s runs and reports its ratio against the baseline', expectRunsAndReports, 540_000);
});
