import { batchingLoader } from './batching-loader.js';

/** A batch function whose batches finish only when the test says so. */
function gatedBatches() {
  const batches: { keys: readonly number[]; finish: () => void }[] = [];
  const loader = batchingLoader(
    (keys: readonly number[]) =>
      new Promise<(number | Error)[]>((resolve) => {
        batches.push({ keys, finish: () => resolve(keys.map((key) => (key < 0 ? new Error(`bad key ${key}`) : key * 10))) });
      }),
  );
  return { loader, batches };
}

/** A few event-loop turns: enough for a waiting batch to be sent. */
async function settle() {
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('batching loader: the next batch gathers while the previous one runs', () => {
  it('runs calls of the same moment as one batch, without waiting for more', async () => {
    const { loader, batches } = gatedBatches();
    const answers = Promise.all([loader.load(1), loader.load(2), loader.load(3)]);
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[1, 2, 3]]);
    batches[0]!.finish();
    expect(await answers).toEqual([10, 20, 30]);
  });

  it('holds calls back while a batch runs and sends them together once it finished', async () => {
    const { loader, batches } = gatedBatches();
    const first = loader.load(1);
    await settle();
    const later = [loader.load(2), loader.load(3)];
    await settle();
    const alsoLater = loader.load(4);
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[1]]);
    batches[0]!.finish();
    expect(await first).toBe(10);
    await settle();
    expect(batches.map((batch) => batch.keys)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.finish();
    expect(await Promise.all([...later, alsoLater])).toEqual([20, 30, 40]);
  });

  it('fails only the caller whose key failed', async () => {
    const { loader, batches } = gatedBatches();
    const answers = Promise.allSettled([loader.load(1), loader.load(-1), loader.load(2)]);
    await settle();
    batches[0]!.finish();
    expect(await answers).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('bad key -1') },
      { status: 'fulfilled', value: 20 },
    ]);
  });

  it('keeps going after a batch that failed as a whole', async () => {
    let calls = 0;
    const loader = batchingLoader(async (keys: readonly number[]) => {
      calls++;
      if (calls === 1) throw new Error('database gone');
      return keys.map((key) => key * 10);
    });
    await expect(loader.load(1)).rejects.toThrow('database gone');
    expect(await loader.load(2)).toBe(20);
  });
});
