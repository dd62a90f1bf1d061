import { ConcurrencyError } from '../src/event-store/concurrency.error.js';
import { CommandRunner } from '../src/event-store/command-runner.js';
import { EventStore } from '../src/event-store/event-store.js';
import { WriterAdmission } from '../src/event-store/writer-admission.js';
import type { Queryable } from '../src/database/database.js';
import { allReadModels } from '../src/app/read-models.js';
import { LiveRunner } from '../src/projections/live-runner.js';
import { userDecider } from '../src/modules/users/users.decider.js';
import { userStream } from '../src/modules/users/users.events.js';
import { walletDecider } from '../src/modules/wallet/wallet.decider.js';
import { walletStream } from '../src/modules/wallet/wallet.events.js';
import type { TestDatabase } from './support/test-database.js';
import { createTestDatabase } from './support/test-database.js';

const RETRY_USER = '11111111-1111-4111-8111-111111111111';

describe('event store (real Postgres)', () => {
  let database: TestDatabase;
  const store = new EventStore();
  let runner: CommandRunner;

  beforeAll(async () => {
    database = await createTestDatabase();
    runner = new CommandRunner(database.db, store, new LiveRunner(allReadModels));
  });
  afterAll(() => database.drop());

  it('appends with versions and reads a stream back in order, with metadata', async () => {
    await database.db.transaction((tx) =>
      store.append(
        tx,
        'test-1',
        0,
        [
          { type: 'A', data: { n: 1 } },
          { type: 'B', data: { n: 2 } },
        ],
        { userId: 'u1', requestId: 'r1' },
      ),
    );
    const events = await store.readStream(database.db, 'test-1');
    expect(events.map((event) => [event.streamVersion, event.type, event.data])).toEqual([
      [1, 'A', { n: 1 }],
      [2, 'B', { n: 2 }],
    ]);
    expect(events[0]!.metadata).toEqual({ userId: 'u1', requestId: 'r1' });
    expect(events[1]!.position).toBeGreaterThan(events[0]!.position);
  });

  it('refuses an append with a stale expected version and writes nothing', async () => {
    await database.db.transaction((tx) => store.append(tx, 'test-2', 0, [{ type: 'A', data: {} }]));
    await expect(database.db.transaction((tx) => store.append(tx, 'test-2', 0, [{ type: 'A', data: {} }]))).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion(database.db, 'test-2')).toBe(1);
  });

  it('starts a stream in two statements: the command reads with the first, the events are recorded at the positions it reserved; a stream there already is a ConcurrencyError', async () => {
    /** Admits in a statement's part only, and notes whom that part admitted. */
    class AdmissionInStatement extends WriterAdmission {
      readonly admitted: string[] = [];
      admit(): Promise<void> {
        throw new Error('asked by itself');
      }
      override admissionPart(userId: string) {
        return {
          sql: 'SELECT $1::text AS user_id',
          values: [userId],
          answer: ([row]: Record<string, unknown>[]) => void this.admitted.push(String(row!.user_id)),
        };
      }
    }
    const admission = new AdmissionInStatement();
    const started = await new CommandRunner(database.db, store, new LiveRunner(allReadModels), () => undefined, admission).run(
      { userId: 'u-start' },
      async (session) => {
        // Its writer is admitted with the first statement: nothing may run on the transaction before it.
        expect(() => session.tx).toThrow('startStream');
        const {
          answers: [earlier],
          append,
        } = await session.startStream(
          'started-1',
          [
            { type: 'A', data: { n: 1, gone: undefined } },
            { type: 'B', data: { n: 2 } },
          ],
          [session.streamPart('test-1')],
        );
        expect(earlier.map((event) => [event.streamVersion, event.type])).toEqual([
          [1, 'A'],
          [2, 'B'],
        ]);
        const [recorded] = await append([]);
        return recorded;
      },
      { startsWithStream: true },
    );
    expect(admission.admitted).toEqual(['u-start']);
    expect(await store.readStream(database.db, 'started-1')).toEqual(started);
    const again = runner.run({}, async (session) => (await session.startStream('started-1', [{ type: 'A', data: {} }], [])).append([]), { retries: 0 });
    await expect(again).rejects.toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion(database.db, 'started-1')).toBe(2);
  });

  it('appends to many streams in one statement, each after the version its caller read, in the given order', async () => {
    await database.db.transaction(async (tx) => {
      await store.append(tx, 'many-a', 0, [{ type: 'A', data: { n: 1 } }]);
      await store.append(tx, 'many-b', 0, [
        { type: 'A', data: { n: 1 } },
        { type: 'A', data: { n: 2 } },
      ]);
    });
    const appended = await database.db.transaction((tx) =>
      store.appendToStreams(
        tx,
        [
          { streamId: 'many-b', expectedVersion: 2, events: [{ type: 'B', data: { n: 3 } }] },
          {
            streamId: 'many-a',
            expectedVersion: 1,
            events: [
              { type: 'B', data: { n: 2 } },
              { type: 'C', data: { n: 3 } },
            ],
          },
        ],
        { causationId: 'cause' },
      ),
    );
    expect(appended.map((event) => [event.streamId, event.streamVersion, event.type])).toEqual([
      ['many-b', 3, 'B'],
      ['many-a', 2, 'B'],
      ['many-a', 3, 'C'],
    ]);
    expect(appended.every((event) => event.metadata.causationId === 'cause')).toBe(true);
    expect((await store.readStream(database.db, 'many-a')).map((event) => event.data)).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
  });

  it('gives a stream of a multi-stream append its own metadata when it brings some', async () => {
    const appended = await database.db.transaction((tx) =>
      store.appendToStreams(
        tx,
        [
          { streamId: 'meta-a', expectedVersion: 0, events: [{ type: 'A', data: {} }], metadata: { userId: 'ua', requestId: 'job-a' } },
          {
            streamId: 'meta-b',
            expectedVersion: 0,
            events: [
              { type: 'A', data: {} },
              { type: 'B', data: {} },
            ],
          },
        ],
        { requestId: 'shared' },
      ),
    );
    expect(appended.map((event) => [event.streamId, event.metadata])).toEqual([
      ['meta-a', { userId: 'ua', requestId: 'job-a' }],
      ['meta-b', { requestId: 'shared' }],
      ['meta-b', { requestId: 'shared' }],
    ]);
    expect((await store.readStream(database.db, 'meta-a'))[0]!.metadata).toEqual({ userId: 'ua', requestId: 'job-a' });
  });

  it('refuses a multi-stream append when one stream moved on, names it, and writes nothing', async () => {
    await database.db.transaction(async (tx) => {
      await store.append(tx, 'moved-a', 0, [{ type: 'A', data: {} }]);
      await store.append(tx, 'moved-b', 0, [
        { type: 'A', data: {} },
        { type: 'A', data: {} },
      ]);
    });
    const append = database.db.transaction((tx) =>
      store.appendToStreams(tx, [
        { streamId: 'moved-a', expectedVersion: 1, events: [{ type: 'B', data: {} }] },
        { streamId: 'moved-b', expectedVersion: 1, events: [{ type: 'B', data: {} }] },
      ]),
    );
    await expect(append).rejects.toMatchObject({ name: 'ConcurrencyError', streamId: 'moved-b' });
    expect(await store.streamVersion(database.db, 'moved-a')).toBe(1);
    expect(await store.streamVersion(database.db, 'moved-b')).toBe(2);
  });

  it('lets exactly one of two concurrent appends at the same version win', async () => {
    // Both read the version before either appends, however slow the machine: a barrier, not a sleep.
    let arrived = 0;
    let release!: () => void;
    const bothRead = new Promise<void>((resolve) => (release = resolve));
    const attempt = (label: string) =>
      database.db.transaction(async (tx) => {
        const version = await store.streamVersion(tx, 'race');
        if (++arrived === 2) release();
        await bothRead;
        return store.append(tx, 'race', version, [{ type: 'Raced', data: { label } }]);
      });
    const outcomes = await Promise.allSettled([attempt('left'), attempt('right')]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected') as PromiseRejectedResult;
    expect(rejected.reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.readStream(database.db, 'race')).toHaveLength(1);
  });

  it('retries a command on fresh state when another writer got there first', async () => {
    await registerUser('retry@example.com', RETRY_USER);
    const updates = ['Eins', 'Zwei', 'Drei', 'Vier'].map((display_name) =>
      runner.run({ userId: RETRY_USER }, (session) =>
        session.handle(userStream(RETRY_USER), userDecider, {
          type: 'UpdateProfile',
          data: { userId: RETRY_USER, changes: { display_name }, now: new Date() },
        }),
      ),
    );
    await Promise.all(updates);
    const events = await store.readStream(database.db, userStream(RETRY_USER));
    expect(events.filter((event) => event.type === 'ProfileUpdated')).toHaveLength(4);
  });

  it('hands committed events to reactors after the commit, and nothing when the transaction rolls back', async () => {
    const reacted: string[][] = [];
    const reactingRunner = new CommandRunner(database.db, store, new LiveRunner(allReadModels), (events) => reacted.push(events.map((event) => event.type)));
    await reactingRunner.run({}, (session) => session.append('react-1', 0, [{ type: 'Reacted', data: {} }]));
    await expect(
      reactingRunner.run({}, async (session) => {
        await session.append('react-2', 0, [{ type: 'RolledBack', data: {} }]);
        throw new Error('decided against it');
      }),
    ).rejects.toThrow('decided against it');
    expect(reacted).toEqual([['Reacted']]);
    expect(await store.streamVersion(database.db, 'react-2')).toBe(0);
  });

  describe('the writer admission', () => {
    /** Admits everyone but `refused`, and notes whom it was asked for and what the transaction had appended by then. */
    class RecordingAdmission extends WriterAdmission {
      readonly asked: { userId: string; appendedBefore: number }[] = [];
      constructor(private readonly refused = '') {
        super();
      }
      async admit(tx: Queryable, userId: string): Promise<void> {
        const { rows } = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM events WHERE stream_id LIKE 'admitted-%'");
        this.asked.push({ userId, appendedBefore: rows[0]!.n });
        if (userId === this.refused) throw new Error(`${userId} may not write`);
      }
    }
    const runnerWith = (admission: WriterAdmission) => new CommandRunner(database.db, store, new LiveRunner(allReadModels), () => undefined, admission);

    it('is asked for the command’s user before its work, once, and for the other users of a batch as it appends them', async () => {
      const admission = new RecordingAdmission();
      await runnerWith(admission).run({ userId: 'u-a' }, async (session) => {
        await session.append('admitted-1', 0, [{ type: 'A', data: {} }]);
        await session.appendToStreams([
          { streamId: 'admitted-2', expectedVersion: 0, events: [{ type: 'B', data: {} }], metadata: { userId: 'u-c' } },
          { streamId: 'admitted-3', expectedVersion: 0, events: [{ type: 'B', data: {} }], metadata: { userId: 'u-b' } },
          { streamId: 'admitted-4', expectedVersion: 0, events: [{ type: 'B', data: {} }], metadata: { userId: 'u-a' } },
        ]);
      });
      expect(admission.asked).toEqual([
        { userId: 'u-a', appendedBefore: 0 },
        // In one order, so two batches cannot deadlock on their users.
        { userId: 'u-b', appendedBefore: 4 },
        { userId: 'u-c', appendedBefore: 4 },
      ]);
    });

    it('refused, the command stores nothing; a command that registers its user is not asked for it', async () => {
      const admission = new RecordingAdmission('u-gone');
      await expect(runnerWith(admission).run({ userId: 'u-gone' }, (session) => session.append('refused-1', 0, [{ type: 'A', data: {} }]))).rejects.toThrow(
        'u-gone may not write',
      );
      expect(await store.streamVersion(database.db, 'refused-1')).toBe(0);

      await runnerWith(admission).run({ userId: 'u-new' }, (session) => session.append('registered-1', 0, [{ type: 'A', data: {} }]), {
        registersWriter: true,
      });
      expect(admission.asked.map((asked) => asked.userId)).toEqual(['u-gone']);
      expect(await store.streamVersion(database.db, 'registered-1')).toBe(1);
    });
  });

  it('reads the whole log in batches from a position, optionally by type', async () => {
    const all = await store.readAll(database.db, 0, 1000);
    const firstTwo = await store.readAll(database.db, 0, 2);
    const rest = await store.readAll(database.db, firstTwo[1]!.position, 1000);
    expect([...firstTwo, ...rest].map((event) => event.position)).toEqual(all.map((event) => event.position));
    const onlyA = await store.readAll(database.db, 0, 1000, { types: ['A'] });
    expect(onlyA.every((event) => event.type === 'A')).toBe(true);
  });

  async function registerUser(email: string, userId: string) {
    await runner.run({ userId }, async (session) => {
      const { events } = await session.handle(userStream(userId), userDecider, {
        type: 'SignIn',
        data: { userId, email, fullName: 'Test', picture: null, provider: 'dev', role: 'user', now: new Date() },
      });
      await session.handle(walletStream(userId), walletDecider, { type: 'GrantWelcomeBonus', data: { userId, now: new Date() } }, events[0]);
    });
  }
});
