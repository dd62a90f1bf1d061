import { CommandRunner } from '../src/event-store/command-runner.js';
import type { NewEvent, RecordedEvent } from '../src/event-store/event.js';
import { EventStore } from '../src/event-store/event-store.js';
import { allProjections } from '../src/projections/index.js';
import type { Projection } from '../src/projections/projection.js';
import { Projector } from '../src/projections/projector.js';
import { rebuildProjection, rebuildProjections, replayInto } from '../src/projections/rebuild.js';
import type { TestDatabase } from './support/test-database.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * The batch paths of the projections (`applyBatch`, rebuilds only) against the per-event path
 * (`apply`, inline with every append): a mixed log written through the real projector, then each
 * read model rebuilt through its batch path, in batches of every size down to one event (so a
 * batch boundary falls between any two events of a stream), must hold the very same rows. Rows
 * are compared as Postgres prints them, so a timestamp, a version or a tombstone that differs in
 * any digit fails.
 */
const TABLES: Record<string, Record<string, string>> = {
  users: { users: 'id' },
  machines: { machines: 'id' },
  'workout-entries': { workout_entries: 'id' },
  dashboard: { dashboard_entries: 'entry_id', dashboard_points: 'machine_id, date', dashboard_machines: 'machine_id', dashboard_totals: 'user_id' },
  streak: { streak_entries: 'entry_id', streak_days: 'user_id, date', streak_pauses: 'user_id, started_version', streak_users: 'user_id' },
  currency: { currency_ledger: 'user_id, wallet_version', currency_balances: 'user_id' },
};

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('projection batch paths (rebuilds) equal the per-event path', () => {
  let database: TestDatabase;
  const store = new EventStore();

  beforeAll(async () => {
    database = await createTestDatabase();
    await writeMixedLog(new CommandRunner(database.db, store, new Projector(allProjections)));
  }, 60_000);
  afterAll(() => database.drop());

  const snapshot = async (name: string) => {
    const rows: Record<string, string[]> = {};
    for (const [table, order] of Object.entries(TABLES[name]!)) {
      rows[table] = (await database.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t ORDER BY ${order}`)).rows.map((row) => row.row);
    }
    return rows;
  };
  const projection = (name: string): Projection => allProjections.find((candidate) => candidate.name === name)!;

  it('covers every projection with a batch path, and every table has rows', async () => {
    const withBatches = allProjections.filter((candidate) => candidate.applyBatch).map((candidate) => candidate.name);
    expect(withBatches.sort()).toEqual(Object.keys(TABLES).sort());
    for (const name of Object.keys(TABLES)) {
      for (const [table, rows] of Object.entries(await snapshot(name))) expect({ table, empty: rows.length === 0 }).toEqual({ table, empty: false });
    }
  });

  it('wrote a log with every kind of event the batch paths handle', async () => {
    const { rows } = await database.db.query<{ type: string }>('SELECT DISTINCT type FROM events ORDER BY type');
    expect(rows.map((row) => row.type)).toEqual([
      'HantelnCredited',
      'MachineCategorised',
      'MachineCreated',
      'MachineDeleted',
      'MachineRenamed',
      'PerformanceAnalysed',
      'ProfileUpdated',
      'RoleAssigned',
      'SignedIn',
      'UserRegistered',
      'WorkoutDeleted',
      'WorkoutEdited',
      'WorkoutLogged',
    ]);
  });

  const snapshotAll = async () => Object.fromEntries(await Promise.all(Object.keys(TABLES).map(async (name) => [name, await snapshot(name)])));

  it.each([7, 64, undefined])('rebuilt all together, from one reading of the log in batches of %s events, equals the inline rows', async (batchSize) => {
    const inline = await snapshotAll();
    const results = await rebuildProjections(database.db, store, allProjections, batchSize);
    expect(results.map((result) => result.projection)).toEqual(allProjections.map((candidate) => candidate.name));
    const head = await store.headPosition(database.db);
    for (const result of results) expect(result.position).toBe(head);
    expect(results.find((result) => result.projection === 'dashboard')!.events).toBeGreaterThan(100);
    expect(await snapshotAll()).toEqual(inline);
  });

  it('lets go of its locks and tries again when a writer holding one lane’s tables waits for another’s', async () => {
    const inline = await snapshotAll();
    // A writer has applied a set to the streak tables and now waits for the users table, which
    // the rebuild locks first: neither could go on, and Postgres cannot see it.
    const writer = await database.db.pool.connect();
    try {
      await writer.query('BEGIN');
      await writer.query('LOCK TABLE streak_days IN ROW EXCLUSIVE MODE');
      const rebuilt = rebuildProjections(database.db, store, allProjections);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await writer.query('LOCK TABLE users IN ROW EXCLUSIVE MODE');
      await writer.query('COMMIT');
      await rebuilt;
    } finally {
      writer.release();
    }
    expect(await snapshotAll()).toEqual(inline);
  });

  describe.each(Object.keys(TABLES))('%s', (name) => {
    it.each([1, 2, 7, 64, undefined])('rebuilt in batches of %s events equals the inline rows', async (batchSize) => {
      const inline = await snapshot(name);
      await rebuildProjection(database.db, store, projection(name), batchSize);
      expect(await snapshot(name)).toEqual(inline);
    });

    it('replaying the whole log a second time through the batch path changes nothing', async () => {
      const before = await snapshot(name);
      for (const batchSize of [7, 1000]) {
        await database.db.transaction((tx) => replayInto(tx, store, projection(name), batchSize));
        expect(await snapshot(name)).toEqual(before);
      }
    });

    it('continues from rows the per-event path wrote halfway through the log', async () => {
      const before = await snapshot(name);
      const events = await store.readAll(database.db, 0, 100_000, { types: projection(name).eventTypes });
      for (const split of [Math.floor(events.length / 3), Math.floor((2 * events.length) / 3)]) {
        await database.db.transaction(async (tx) => {
          await tx.query(`TRUNCATE ${projection(name).tables.join(', ')}`);
          for (const event of events.slice(0, split)) await projection(name).apply(tx, event);
          const rest = events.slice(split);
          for (let start = 0; start < rest.length; start += 5) await projection(name).applyBatch!(tx, rest.slice(start, start + 5));
        });
        expect(await snapshot(name)).toEqual(before);
      }
    });
  });
});

/**
 * Three users' history, interleaved as real traffic would be: registrations with the welcome
 * bonus, sign-ins, a role, profile changes with pauses switched on and off, analyses, credits;
 * machines created with and without categories, renamed, categorised by the AI and by hand,
 * deleted with their sets (and one without any), a deleted machine's name taken again; sets logged
 * with ties on a day, notes that need escaping, edited (again and again, records too, across
 * days), deleted.
 */
async function writeMixedLog(runner: CommandRunner): Promise<void> {
  const next = random(20_261_123);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const versions = new Map<string, number>();
  let clock = Date.parse('2026-03-02T07:00:00.000Z');
  const now = () => new Date((clock += 1_000 + Math.floor(next() * 50_000_000))).toISOString();
  const append = async (streamId: string, ...events: NewEvent[]): Promise<RecordedEvent[]> => {
    const version = versions.get(streamId) ?? 0;
    const recorded = await runner.run({}, (session) => session.append(streamId, version, events));
    versions.set(streamId, version + events.length);
    return recorded;
  };
  const day = (offset: number) => new Date(Date.UTC(2026, 2, 2 + offset)).toISOString().slice(0, 10);

  const users = ['a1111111-1111-4111-8111-111111111111', 'b2222222-2222-4222-8222-222222222222', 'c3333333-3333-4333-8333-333333333333'];
  for (const [index, userId] of users.entries()) {
    const at = now();
    await append(`user-${userId}`, { type: 'UserRegistered', data: { userId, email: `nutzer${index}@example.com`, fullName: index === 2 ? null : `Nutzer ${index}`, picture: null, registeredAt: at } });
    await append(`wallet-${userId}`, { type: 'HantelnCredited', data: { userId, amount: 100, reason: 'welcome_bonus', at } });
  }

  interface Machine {
    id: string;
    userId: string;
    name: string;
    deleted: boolean;
  }
  interface Entry {
    id: string;
    userId: string;
    machineId: string;
    deleted: boolean;
  }
  const machines: Machine[] = [];
  const entries: Entry[] = [];
  let serial = 0;
  const uuid = (prefix: string) => `${prefix}${String(++serial).padStart(7, '0')}-0000-4000-8000-000000000000`;
  const createMachine = async (userId: string, name: string, categories: string[]) => {
    const machine = { id: uuid('0'), userId, name, deleted: false };
    machines.push(machine);
    await append(`machine-${machine.id}`, { type: 'MachineCreated', data: { machineId: machine.id, userId, name, categories, at: now() } });
    return machine;
  };
  for (const userId of users) {
    await createMachine(userId, 'Bankdrücken', []);
    await createMachine(userId, 'Kniebeuge', ['Beine']);
    await createMachine(userId, 'Butterfly', ['Brust']);
    await createMachine(userId, 'Leer', []);
  }

  const values = () => {
    const weight = pick([20, 22.5, 40, 40, 57.5, 60, 80, 80, 82.5, 100.5]);
    const reps = pick([1, 5, 8, 8, 10, 12]);
    return { maxWeight: weight, reps, date: day(Math.floor(next() * 12)) };
  };
  const notes = [null, 'Satz "schwer", {tief}', 'C:\\Pfad', 'NULL', 'leicht'];
  const logSet = async (machine: Machine, fixed?: { maxWeight: number; reps: number; date: string }) => {
    const entry = { id: uuid('e'), userId: machine.userId, machineId: machine.id, deleted: false };
    entries.push(entry);
    await append(`workout-${entry.id}`, {
      type: 'WorkoutLogged',
      data: { entryId: entry.id, userId: entry.userId, machineId: entry.machineId, createdBy: 'test', notes: pick(notes), at: now(), ...(fixed ?? values()) },
    });
  };
  const live = () => entries.filter((entry) => !entry.deleted);
  const editSet = async (entry: Entry) => {
    await append(`workout-${entry.id}`, {
      type: 'WorkoutEdited',
      data: { entryId: entry.id, userId: entry.userId, machineId: entry.machineId, notes: pick(notes), at: now(), ...values() },
    });
  };
  const deleteSet = async (entry: Entry, reason: 'user' | 'machine_deleted') => {
    entry.deleted = true;
    await append(`workout-${entry.id}`, { type: 'WorkoutDeleted', data: { entryId: entry.id, userId: entry.userId, machineId: entry.machineId, reason, at: now() } });
  };
  const deleteMachine = async (machine: Machine) => {
    machine.deleted = true;
    await append(`machine-${machine.id}`, { type: 'MachineDeleted', data: { machineId: machine.id, userId: machine.userId, at: now() } });
    // As the command does: every set of the machine is deleted on its own stream afterwards.
    for (const entry of live().filter((candidate) => candidate.machineId === machine.id)) await deleteSet(entry, 'machine_deleted');
  };
  const profile = (userId: string, changes: Record<string, unknown>) => append(`user-${userId}`, { type: 'ProfileUpdated', data: { userId, changes, at: now() } });
  let credits = 0;
  const credit = (userId: string) =>
    append(`wallet-${userId}`, { type: 'HantelnCredited', data: { userId, amount: pick([5, 10, 25]), reason: 'training_day', key: `training_day:${++credits}`, at: now() } });

  for (let step = 0; step < 260; step++) {
    const roll = next();
    const userId = pick(users);
    const own = machines.filter((machine) => machine.userId === userId && !machine.deleted && machine.name !== 'Leer');
    if (roll < 0.5 && own.length > 0) {
      const machine = pick(own);
      await logSet(machine);
      // Ties: the same set again on the same day, logged later.
      if (next() < 0.15) await logSet(machine, { maxWeight: 80, reps: 8, date: day(3) });
    } else if (roll < 0.68 && live().length > 0) {
      await editSet(pick(live()));
    } else if (roll < 0.74 && live().length > 0) {
      await deleteSet(pick(live()), 'user');
    } else if (roll < 0.8) {
      await credit(userId);
    } else if (roll < 0.84) {
      await append(`user-${userId}`, { type: 'SignedIn', data: { userId, provider: 'dev', at: now() } });
    } else if (roll < 0.9) {
      await profile(userId, pick([{ pause_mode_active: true }, { pause_mode_active: false }, { display_name: `Anzeige ${step}`, body_weight: 72.5 }, { focus_areas: ['Brust', 'Beine'], language: 'en' }]));
    } else if (roll < 0.93 && own.length > 0) {
      const machine = pick(own);
      await append(`machine-${machine.id}`, { type: 'MachineRenamed', data: { machineId: machine.id, userId, name: `${machine.name} ${step}`, at: now() } });
    } else if (roll < 0.96 && own.length > 0) {
      const machine = pick(own);
      await append(`machine-${machine.id}`, {
        type: 'MachineCategorised',
        data: { machineId: machine.id, userId, categories: pick([['Brust', 'Arme'], ['Rücken'], []]), source: pick(['ai', 'user']), at: now() },
      });
    } else {
      await append(`user-${userId}`, { type: 'PerformanceAnalysed', data: { userId, text: `Analyse ${step}`, at: now(), jobId: `job-${step}`, basedOnEntryId: null, model: 'test' } });
    }
    if (step === 120 || step === 200) {
      // A machine with sets goes, its name is taken again at once; one without sets goes too.
      const doomed = machines.find((machine) => machine.userId === users[step === 120 ? 0 : 1] && machine.name.startsWith('Butterfly') && !machine.deleted)!;
      await deleteMachine(doomed);
      const again = await createMachine(doomed.userId, doomed.name, ['Brust']);
      await logSet(again);
      await deleteMachine(machines.find((machine) => machine.userId === doomed.userId && machine.name === 'Leer' && !machine.deleted)!);
    }
  }
  await append(`user-${users[1]}`, { type: 'RoleAssigned', data: { userId: users[1], role: 'admin', at: now() } });
  // The same set edited again and again, then deleted.
  const busy = live()[0]!;
  for (let round = 0; round < 4; round++) await editSet(busy);
  await deleteSet(busy, 'user');
}
