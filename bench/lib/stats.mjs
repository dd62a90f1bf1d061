export function percentile(sortedValues, fraction) {
  if (sortedValues.length === 0) return NaN;
  const index = Math.min(sortedValues.length - 1, Math.ceil(fraction * sortedValues.length) - 1);
  return sortedValues[Math.max(index, 0)];
}

/** Runs `count` tasks with at most `concurrency` in flight; resolves with each task's duration in ms. */
export async function runConcurrently(count, concurrency, task) {
  const durations = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(concurrency, count) }, async (_, worker) => {
    while (next < count) {
      const index = next++;
      const started = performance.now();
      await task(index, worker);
      durations.push(performance.now() - started);
    }
  });
  await Promise.all(workers);
  return durations;
}

export const ms = (value) => `${value.toFixed(1)} ms`;
