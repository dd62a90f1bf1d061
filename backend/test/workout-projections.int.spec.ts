import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { EventStore } from '../src/event-store/event-store.js';
import { CategoriseMachineCommand } from '../src/modules/machines/commands/index.js';
import { UpdateProfileCommand } from '../src/modules/users/commands/update-profile.command.js';
import { allProjections } from '../src/projections/index.js';
import type { Projection } from '../src/projections/projection.js';
import { rebuildProjection, replayInto } from '../src/projections/rebuild.js';
import { createMachine, dayOfWeek, logSet, signIn, tableRows } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/** Each read model of the workout feature with its tables and a stable order for comparing rows. */
const TABLES: Record<string, Record<string, string>> = {
  machines: { machines: 'id' },
  'workout-entries': { workout_entries: 'id' },
  dashboard: {
    dashboard_entries: 'entry_id',
    dashboard_points: 'machine_id, date',
    dashboard_machines: 'machine_id',
    dashboard_totals: 'user_id',
  },
  streak: { streak_entries: 'entry_id', streak_days: 'user_id, date', streak_pauses: 'user_id, started_version', streak_users: 'user_id' },
  currency: { currency_ledger: 'user_id, wallet_version', currency_balances: 'user_id' },
  users: { users: 'id' },
};

describe('workout read models: rebuild and replay', () => {
  let testApp: TestApp;
  const store = new EventStore();

  beforeAll(async () => {
    testApp = await startTestApp();
    const bus = testApp.app.get(CommandBus);
    const meta = (now: Date) => ({ userId: null, requestId: `seed-${randomUUID()}`, now });

    // Two users with a history that uses every event and every projection path.
    for (const email of ['replay-a@example.com', 'replay-b@example.com']) {
      const user = await signIn(testApp, email);
      const bench = await createMachine(user.agent, 'Bankdrücken');
      const squat = await createMachine(user.agent, 'Kniebeuge', ['Beine']);
      const doomed = await createMachine(user.agent, 'Butterfly', ['Brust']);
      await bus.execute(new CategoriseMachineCommand(user.id, bench.id, ['Brust', 'Arme'], 'ai', meta(new Date())));
      await user.agent.put(`/api/machines/${squat.id}`).send({ name: 'Kniebeuge (tief)', categories: ['Beine', 'Ganzkörper'] });

      const logged = [];
      for (const [machine, weight, reps, weeksBack, weekday] of [
        [bench, 80, 8, 4, 1],
        [bench, 80, 8, 4, 1], // tie on one day
        [bench, 85, 5, 3, 2],
        [bench, 90, 3, 2, 0],
        [bench, 60, 15, 2, 0],
        [squat, 100, 5, 6, 3],
        [squat, 110, 5, 1, 4],
        [doomed, 40, 12, 1, 4],
        [doomed, 45, 10, 0, 0],
        [doomed, 50, 8, 2, 6], // a day with sets of the doomed machine only
      ] as const) {
        logged.push(await logSet(user.agent, machine.id, { max_weight: weight, reps, date: dayOfWeek(weeksBack, weekday), notes: `Satz ${weight}` }));
      }
      await Promise.all(
        [1, 2, 3].map((index) => user.agent.post('/api/workouts').send({ machine_id: squat.id, max_weight: 50 + index, reps: 10, date: dayOfWeek(0, 0) })),
      );
      await user.agent.put(`/api/workouts/${logged[0]!.id}`).send({ reps: 10 }); // edit within its day
      await user.agent.put(`/api/workouts/${logged[2]!.id}`).send({ date: dayOfWeek(5, 2), notes: null }); // moves week and day
      await user.agent.delete(`/api/workouts/${logged[3]!.id}`); // a record holder
      await user.agent.delete(`/api/machines/${doomed.id}`); // the cascade
      await createMachine(user.agent, 'Butterfly'); // the name again, after the deletion
      await user.agent.put(`/api/machines/${bench.id}`).send({ name: 'Bankdrücken (Langhantel)' }); // after its sets

      const pauseOn = new Date(`${dayOfWeek(3, 3)}T09:00:00Z`);
      await bus.execute(new UpdateProfileCommand(user.id, { pause_mode_active: true }, meta(pauseOn)));
      await bus.execute(new UpdateProfileCommand(user.id, { pause_mode_active: false }, meta(new Date(`${dayOfWeek(1, 1)}T09:00:00Z`))));
      await user.agent.put('/api/auth/update').send({ pause_mode_active: true });
      await user.agent.put('/api/auth/update').send({ display_name: 'Zwischendurch' });
    }
  });
  afterAll(() => testApp.close());

  const snapshot = async (name: string) => {
    const rows: Record<string, unknown[]> = {};
    for (const [table, order] of Object.entries(TABLES[name]!)) rows[table] = await tableRows(testApp, table, order);
    return rows;
  };
  const projection = (name: string): Projection => allProjections.find((candidate) => candidate.name === name)!;

  it('registers every read model of the feature with the tables it owns', () => {
    for (const [name, tables] of Object.entries(TABLES)) {
      expect(projection(name)).toBeDefined();
      expect([...projection(name).tables].sort()).toEqual(Object.keys(tables).sort());
    }
  });

  it('has rows in every table, so the comparisons below compare something', async () => {
    for (const name of Object.keys(TABLES)) {
      for (const [table, rows] of Object.entries(await snapshot(name))) {
        expect({ table, rows: rows.length }).toEqual({ table, rows: expect.any(Number) });
        expect(rows.length).toBeGreaterThan(0);
      }
    }
  });

  it.each(Object.keys(TABLES))('%s: a rebuild from position 0 equals the inline rows, row for row', async (name) => {
    const inline = await snapshot(name);
    const result = await rebuildProjection(testApp.database.db, store, projection(name), 7);
    expect(result.events).toBeGreaterThan(0);
    expect(await snapshot(name)).toEqual(inline);
  });

  it.each(Object.keys(TABLES))('%s: replaying every event a second time changes nothing', async (name) => {
    const before = await snapshot(name);
    await testApp.database.db.transaction((tx) => replayInto(tx, store, projection(name)));
    expect(await snapshot(name)).toEqual(before);
  });

  it.each(Object.keys(TABLES))('%s: emptied tables are rebuilt to the same rows', async (name) => {
    const before = await snapshot(name);
    for (const table of Object.keys(TABLES[name]!)) await testApp.database.db.query(`DELETE FROM ${table}`);
    await rebuildProjection(testApp.database.db, store, projection(name));
    expect(await snapshot(name)).toEqual(before);
  });

  it('keeps every read model consistent under concurrent logs, edits and deletions of one user', async () => {
    const user = await signIn(testApp, 'stress@example.com');
    const machines = [await createMachine(user.agent, 'Stress A'), await createMachine(user.agent, 'Stress B')];
    const seeded = [];
    for (let index = 0; index < 16; index++) {
      seeded.push(await logSet(user.agent, machines[index % 2]!.id, { max_weight: 40 + index, reps: 8, date: dayOfWeek(1 + (index % 3), index % 5) }));
    }
    const calls = [];
    for (let index = 0; index < 12; index++) {
      const machine = machines[index % 2]!;
      calls.push(user.agent.post('/api/workouts').send({ machine_id: machine.id, max_weight: 60 + index, reps: 5, date: dayOfWeek(1 + (index % 3), (index + 2) % 5) }));
      calls.push(user.agent.put(`/api/workouts/${seeded[index]!.id}`).send({ reps: 10 + index, date: dayOfWeek(1 + ((index + 1) % 3), index % 5) }));
      if (index % 3 === 0) calls.push(user.agent.delete(`/api/workouts/${seeded[12 + index / 3]!.id}`));
    }
    const statuses = (await Promise.all(calls)).map((response) => response.status);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => ![200, 201, 204].includes(status))).toEqual([]);
    for (const name of Object.keys(TABLES)) {
      const inline = await snapshot(name);
      await rebuildProjection(testApp.database.db, store, projection(name));
      expect(await snapshot(name)).toEqual(inline);
    }
  });

  it('still answers the same dashboard after rebuilding everything', async () => {
    const user = await signIn(testApp, 'replay-a@example.com');
    const before = (await user.agent.get('/api/dashboard?period=all')).body;
    const entries = (await user.agent.get('/api/workouts')).body;
    const me = (await user.agent.get('/api/auth/me')).body;
    for (const candidate of allProjections) await rebuildProjection(testApp.database.db, store, candidate);
    expect((await user.agent.get('/api/dashboard?period=all')).body).toEqual(before);
    expect((await user.agent.get('/api/workouts')).body).toEqual(entries);
    const after = (await user.agent.get('/api/auth/me')).body;
    expect({ ...after, updated_date: undefined }).toEqual({ ...me, updated_date: undefined });
    expect(before.totals.workouts).toBeGreaterThan(0);
    expect(me.current_streak).toBeGreaterThan(0);
  });
});
