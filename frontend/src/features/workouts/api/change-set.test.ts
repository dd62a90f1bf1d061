import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { flushOutbox } from '../../../shared/outbox/flush-outbox';
import { changeOutbox, outbox } from '../../../shared/outbox/outbox-store';
import { changeSet } from './change-set';
import { logSet } from './log-set';

const values = { max_weight: 82.5, reps: 6, date: '2026-11-24', notes: null };
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];
const callsOf = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([url, init]) => `${init.method} ${url}`);

afterEach(async () => {
  restoreFetch();
  for (const pending of outbox.snapshot()) await outbox.remove(pending.key);
  for (const pending of changeOutbox.snapshot()) await changeOutbox.remove(pending.key);
});

describe('edits and deletions of sets through the outbox', () => {
  it('sends an edit at once when online and leaves nothing waiting', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { id: 'e1' }));
    expect(await changeSet({ userId: 'u1', entryId: 'e1', kind: 'edit', values })).toBe('sent');
    expect(callsOf(fetchMock)).toEqual(['PUT /api/workouts/e1']);
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body as string)).toEqual(values);
    expect(changeOutbox.snapshot()).toEqual([]);
  });

  it('keeps an edit and a deletion offline and sends them later under their first Idempotency-Keys', async () => {
    const offlineMock = stubFetch(offline as never);
    expect(await changeSet({ userId: 'u1', entryId: 'e1', kind: 'edit', values })).toBe('queued');
    expect(await changeSet({ userId: 'u1', entryId: 'e2', kind: 'delete' })).toBe('queued');
    const firstKeys = offlineMock.mock.calls.map(([, init]) => keyOf(init));

    const online = stubFetch(() => jsonResponse(204));
    const flushed = await flushOutbox('u1');
    expect(flushed.changed).toHaveLength(2);
    expect(callsOf(online)).toEqual(['PUT /api/workouts/e1', 'DELETE /api/workouts/e2']);
    expect(online.mock.calls.map(([, init]) => keyOf(init))).toEqual(firstKeys);
    expect(changeOutbox.snapshot()).toEqual([]);
  });

  it('sends a changed set type, and an edit queued before set types existed without one (the server keeps the set’s)', async () => {
    stubFetch(offline as never);
    await changeSet({ userId: 'u1', entryId: 'e1', kind: 'edit', values: { ...values, set_type: 'warmup' } });
    await changeOutbox.add({ key: 'k-old', userId: 'u1', entryId: 'e2', kind: 'edit', values, queuedAt: Date.now() + 1 });

    const online = stubFetch(() => jsonResponse(200, { id: 'e' }));
    await flushOutbox('u1');
    expect(online.mock.calls.map(([url, init]) => [url, JSON.parse(init.body as string)])).toEqual([
      ['/api/workouts/e1', { ...values, set_type: 'warmup' }],
      ['/api/workouts/e2', values],
    ]);
  });

  it('keeps only the newest edit of a set, and a deletion replaces its waiting edits', async () => {
    stubFetch(offline as never);
    await changeSet({ userId: 'u1', entryId: 'e1', kind: 'edit', values });
    await changeSet({ userId: 'u1', entryId: 'e1', kind: 'edit', values: { ...values, reps: 7 } });
    expect(changeOutbox.snapshot().map((change) => (change.kind === 'edit' ? change.values.reps : null))).toEqual([7]);
    await changeSet({ userId: 'u1', entryId: 'e1', kind: 'delete' });
    await changeSet({ userId: 'u1', entryId: 'e1', kind: 'edit', values });
    expect(changeOutbox.snapshot().map((change) => change.kind)).toEqual(['delete']);
  });

  it('sends waiting sets before waiting changes', async () => {
    stubFetch(offline as never);
    await changeSet({ userId: 'u1', entryId: 'e1', kind: 'delete' });
    await logSet({ userId: 'u1', exercise: { id: 'm1', name: 'Bankdrücken' }, max_weight: 80, reps: 8, date: '2026-11-24', notes: null });
    const online = stubFetch((url) => jsonResponse(url === '/api/workouts' ? 201 : 204, { id: 'e-new' }));
    await flushOutbox('u1');
    expect(callsOf(online)).toEqual(['POST /api/workouts', 'DELETE /api/workouts/e1']);
  });

  it('counts a deletion of a set that is gone already as done, and reports a refused edit', async () => {
    stubFetch(offline as never);
    await changeSet({ userId: 'u1', entryId: 'gone', kind: 'delete' });
    await changeSet({ userId: 'u1', entryId: 'e1', kind: 'edit', values });
    stubFetch((url) =>
      url.endsWith('/gone') ? jsonResponse(404, { message: 'Training nicht gefunden' }) : jsonResponse(404, { message: 'Training nicht gefunden' }),
    );
    const flushed = await flushOutbox('u1');
    expect(flushed.changed.map((change) => change.entryId)).toEqual(['gone']);
    expect(flushed.refused).toEqual([expect.objectContaining({ message: 'Training nicht gefunden' })]);
    expect(changeOutbox.snapshot()).toEqual([]);
  });

  it('takes a refused edit out at once and throws, and sends only the signed-in user’s changes', async () => {
    stubFetch(() => jsonResponse(400, { message: 'Das Gewicht muss in Schritten von 0,5 kg angegeben werden.' }));
    await expect(changeSet({ userId: 'u1', entryId: 'e1', kind: 'edit', values: { ...values, max_weight: 80.3 } })).rejects.toThrow('0,5 kg');
    expect(changeOutbox.snapshot()).toEqual([]);

    stubFetch(offline as never);
    await changeSet({ userId: 'someone-else', entryId: 'e9', kind: 'delete' });
    const online = stubFetch(() => jsonResponse(204));
    await flushOutbox('u1');
    expect(online).not.toHaveBeenCalled();
    expect(changeOutbox.snapshot()).toHaveLength(1);
  });
});
