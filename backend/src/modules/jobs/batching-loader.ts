import DataLoader from 'dataloader';

/**
 * A DataLoader for the jobs one worker process runs at once, whose next batch starts only when the
 * previous one has finished: while a batch is in the database, the calls of all other running jobs
 * gather for the next one (group commit). Under load one round trip serves many jobs; an idle
 * worker waits one event-loop turn. A round trip costs far more CPU here than the work it carries.
 *
 * `batch` answers one value or Error per key, in key order; an Error fails only its own caller.
 * Keys are not deduplicated (no cache: every job must see fresh data).
 */
export function batchingLoader<Key, Value>(
  batch: (keys: readonly Key[]) => Promise<readonly (Value | Error)[]>,
  maxBatchSize = 64,
): DataLoader<Key, Value, Key> {
  let running: Promise<unknown> = Promise.resolve();
  let previous: Promise<unknown> = Promise.resolve();
  return new DataLoader<Key, Value, Key>(
    (keys) => {
      const run = batch(keys);
      running = run;
      return run;
    },
    {
      cache: false,
      maxBatchSize,
      // DataLoader calls the batch function synchronously inside `dispatch`, so `running` is this batch's.
      batchScheduleFn: (dispatch) => {
        previous = previous
          .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
          .then(() => {
            dispatch();
            return running.catch(() => undefined);
          });
      },
    },
  );
}
