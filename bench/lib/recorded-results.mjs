import { readFileSync } from 'node:fs';

/**
 * A number from the last full run recorded in bench/RESULTS.md (the first capture of `pattern`),
 * or null when there is none: a benchmark prints its result against it, so a change that makes the
 * app slower shows next to the figure it replaced.
 */
export function recordedNumber(pattern) {
  try {
    const match = readFileSync(new URL('../RESULTS.md', import.meta.url), 'utf8').match(pattern);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** "324 sets/s recorded in bench/RESULTS.md: now 1.05×", or a note that nothing was recorded. */
export function againstRecorded(now, recorded, unit) {
  return recorded === null
    ? 'nothing recorded in bench/RESULTS.md to compare with'
    : `recorded in bench/RESULTS.md: ${recorded} ${unit}; now ${(now / recorded).toFixed(2)}× that`;
}
