import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { flushOutbox } from '../../../shared/outbox/flush-outbox';
import { outbox } from '../../../shared/outbox/outbox-store';
import { logSet } from './log-set';

const set = { userId: 'u1', max_weight: 80, reps: 8, date: '2026-11-24', notes: null };
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];

afterEach(async () => {
  restoreFetch();
  for (const pending of outbox.snapshot()) await outbox.remove(pending.key);
});

describe('logSet and the outbox', () => {
  it('sends at once when online and leaves nothing waiting', async () => {
    stubFetch(() => jsonResponse(201, { id: 'e1', hanteln_earned: 10 }));
    const result = await logSet({ ...set, exercise: { id: 'm1', name: 'Bankdrücken' } });
    expect(result.status).toBe('sent');
    expect(outbox.snapshot()).toEqual([]);
  });

  it('keeps a set offline and sends it later under the same Idempotency-Key', async () => {
    const fetchMock = stubFetch(offline as never);
    const result = await logSet({ ...set, exercise: { id: 'm1', name: 'Bankdrücken' } });
    expect(result.status).toBe('queued');
    expect(outbox.snapshot()).toHaveLength(1);
    const firstKey = keyOf(fetchMock.mock.calls[0]![1]);

    const online = stubFetch(() => jsonResponse(201, { id: 'e1' }));
    const flushed = await flushOutbox('u1');
    expect(flushed.sent).toHaveLength(1);
    expect(keyOf(online.mock.calls[0]![1])).toBe(firstKey);
    expect(outbox.snapshot()).toEqual([]);
  });

  it('creates an exercise named offline once, by one key, for its two waiting sets', async () => {
    stubFetch(offline as never);
    await logSet({ ...set, exercise: { name: 'Rudern' } });
    await logSet({ ...set, reps: 9, exercise: { name: 'rudern ' } });
    const [first, second] = outbox.snapshot();
    expect(first!.exercise).toEqual(second!.exercise);

    const online = stubFetch((url) => jsonResponse(201, url === '/api/machines' ? { id: 'm-new' } : { id: 'e' }));
    await flushOutbox('u1');
    const machineKeys = online.mock.calls.filter(([url]) => url === '/api/machines').map(([, init]) => keyOf(init));
    expect(machineKeys).toHaveLength(2);
    expect(new Set(machineKeys).size).toBe(1);
  });

  it('logs on the exercise a new name already is, which counts as no new exercise', async () => {
    stubFetch((url) => (url === '/api/machines' ? jsonResponse(200, { id: 'm-squat', name: 'Kniebeugen', existing: true }) : jsonResponse(201, { id: 'e' })));
    const result = await logSet({ ...set, exercise: { name: 'Kniebeuge' } });
    expect(result).toMatchObject({ status: 'sent', machineId: 'm-squat', createdMachine: false });
  });

  it('carries a warm-up and its RPE through the outbox', async () => {
    stubFetch(offline as never);
    await logSet({ ...set, exercise: { id: 'm1', name: 'Bankdrücken' }, set_type: 'warmup', rpe: 6.5 });
    expect(outbox.snapshot()).toEqual([expect.objectContaining({ set_type: 'warmup', rpe: 6.5 })]);

    const online = stubFetch(() => jsonResponse(201, { id: 'e1' }));
    await flushOutbox('u1');
    expect(JSON.parse(online.mock.calls[0]![1].body as string)).toEqual({
      machine_id: 'm1',
      max_weight: 80,
      reps: 8,
      date: '2026-11-24',
      notes: null,
      set_type: 'warmup',
      rpe: 6.5,
    });
  });

  it('sends a set queued before set types existed as a normal set without RPE', async () => {
    await outbox.add({
      key: 'k-old',
      userId: 'u1',
      exercise: { id: 'm1', name: 'Bankdrücken' },
      max_weight: 80,
      reps: 8,
      date: '2026-11-24',
      notes: null,
      queuedAt: 1,
    });
    const online = stubFetch(() => jsonResponse(201, { id: 'e1' }));
    expect((await flushOutbox('u1')).sent).toHaveLength(1);
    expect(JSON.parse(online.mock.calls[0]![1].body as string)).toMatchObject({ max_weight: 80, set_type: 'normal', rpe: null });
    expect(outbox.snapshot()).toEqual([]);
  });

  it('takes a refused set out again and reports the refusal', async () => {
    stubFetch(() => jsonResponse(400, { message: 'Das Gewicht muss in Schritten von 0,5 kg angegeben werden.' }));
    await expect(logSet({ ...set, max_weight: 80.3, exercise: { id: 'm1', name: 'Bankdrücken' } })).rejects.toThrow('0,5 kg');
    expect(outbox.snapshot()).toEqual([]);
  });

  it('sends only the signed-in user’s sets', async () => {
    stubFetch(offline as never);
    await logSet({ ...set, userId: 'someone-else', exercise: { id: 'm1', name: 'Bankdrücken' } });
    const online = stubFetch(() => jsonResponse(201, { id: 'e' }));
    await flushOutbox('u1');
    expect(online).not.toHaveBeenCalled();
    expect(outbox.snapshot()).toHaveLength(1);
  });
});
