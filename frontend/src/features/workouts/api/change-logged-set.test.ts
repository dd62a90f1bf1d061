import { jsonResponse, restoreFetch, stubFetch } from '../../../test/fetch-stub';
import { flushOutbox } from '../../../shared/outbox/flush-outbox';
import { changeOutbox, outbox } from '../../../shared/outbox/outbox-store';
import { changeLoggedSet } from './change-logged-set';
import { logSet } from './log-set';

const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const callsOf = (mock: ReturnType<typeof stubFetch>) => mock.mock.calls.map(([url, init]) => `${init.method} ${url}`);
const set = { userId: 'u1', exercise: { id: 'm1', name: 'Kniebeugen' }, max_weight: 100, reps: 4, date: '2026-12-06', notes: null };
const edit = { max_weight: 100, reps: 3, date: '2026-12-06', set_type: 'normal' as const };

afterEach(async () => {
  restoreFetch();
  localStorage.clear();
  for (const pending of outbox.snapshot()) await outbox.remove(pending.key);
  for (const pending of changeOutbox.snapshot()) await changeOutbox.remove(pending.key);
});

describe('a set of the training sheet changed by its id or by the key it was logged under', () => {
  it('changes a set still waiting in the outbox there, and takes it out when un-checked', async () => {
    stubFetch(offline as never);
    const logged = await logSet(set);
    if (logged.status !== 'queued') throw new Error('expected a waiting set');
    expect(await changeLoggedSet({ userId: 'u1', ref: logged.set.key, kind: 'edit', values: edit })).toBe('queued');
    expect(outbox.snapshot()).toEqual([expect.objectContaining({ key: logged.set.key, reps: 3 })]);
    expect(changeOutbox.snapshot()).toEqual([]);
    expect(await changeLoggedSet({ userId: 'u1', ref: logged.set.key, kind: 'delete' })).toBe('queued');
    expect(outbox.snapshot()).toEqual([]);
  });

  it('changes a set sent meanwhile under the id the server gave it', async () => {
    stubFetch(offline as never);
    const logged = await logSet(set);
    if (logged.status !== 'queued') throw new Error('expected a waiting set');
    stubFetch(() => jsonResponse(201, { id: 'w-7', machine_id: 'm1', ...set, set_type: 'normal', rpe: null, e1rm: 0, personal_records: [] }));
    await flushOutbox('u1');
    const online = stubFetch(() => jsonResponse(200, { id: 'w-7' }));
    expect(await changeLoggedSet({ userId: 'u1', ref: logged.set.key, kind: 'edit', values: edit })).toBe('sent');
    expect(await changeLoggedSet({ userId: 'u1', ref: 'w-8', kind: 'delete' })).toBe('sent');
    expect(callsOf(online)).toEqual(['PUT /api/workouts/w-7', 'DELETE /api/workouts/w-8']);
    expect(JSON.parse(online.mock.calls[0]![1].body as string)).toEqual({ ...edit, notes: null });
  });
});
