import { at, eventRecorder, rowsAfter } from '../projections/testing/given-events.js';
import { allReadModels } from './read-models.js';

const event = eventRecorder();

describe('erasing events (account deletion) from every read model', () => {
  const registered = (userId: string) =>
    event(`user-${userId}`, 'UserRegistered', { userId, email: `${userId}@example.com`, fullName: userId, picture: null, registeredAt: at('2026-11-01') });
  const welcome = (userId: string) => event(`wallet-${userId}`, 'HantelnCredited', { userId, amount: 100, reason: 'welcome_bonus', at: at('2026-11-01') });
  const machine = (userId: string, machineId: string) =>
    event(`machine-${machineId}`, 'MachineCreated', { machineId, userId, name: 'Bankdrücken', categories: [], at: at('2026-11-01') });
  const set = (userId: string, machineId: string, entryId: string) =>
    event(`workout-${entryId}`, 'WorkoutLogged', {
      entryId,
      userId,
      machineId,
      maxWeight: 80,
      reps: 5,
      date: '2026-11-02',
      notes: null,
      createdBy: `${userId}@example.com`,
      at: at('2026-11-02'),
    });

  it('takes out every row the erased events made, derived days included, and leaves the others as they were', () => {
    const gone = [registered('gone'), welcome('gone'), machine('gone', 'm-gone'), set('gone', 'm-gone', 'e-gone-1'), set('gone', 'm-gone', 'e-gone-2')];
    const kept = [registered('kept'), welcome('kept'), machine('kept', 'm-kept'), set('kept', 'm-kept', 'e-kept')];
    const log = [gone[0]!, kept[0]!, gone[1]!, kept[1]!, gone[2]!, kept[2]!, gone[3]!, kept[3]!, gone[4]!];
    const after = rowsAfter(log, allReadModels, gone);
    expect(after).toEqual(rowsAfter(kept, allReadModels));
    for (const rows of after.values()) expect(JSON.stringify(rows)).not.toContain('gone');
  });
});
