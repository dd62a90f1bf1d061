import { expectRunsAndReports } from './small-run.js';

/**
 * The benchmarks of the api and the event log at a tiny size. The others are in
 * `screens.smoke.spec.ts`, a file of their own so that jest runs the two halves side by side.
 */
const benchmarks = ['workout-logging', 'dashboard', 'dashboard-history', 'replay', 'rebuild-under-load'];

describe('benchmarks of the api and the log (tiny sizes)', () => {
  it.each(benchmarks)('%s runs and reports its ratio against the baseline', expectRunsAndReports, 540_000);
});
