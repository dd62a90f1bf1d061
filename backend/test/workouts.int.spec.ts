import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import request from 'supertest';
import { UpdateProfileCommand } from '../src/modules/profile/update-profile.command.js';
import { LogWorkoutCommand } from '../src/modules/workouts/commands/index.js';
import { addDays, mondayOf } from '../src/modules/workouts/rules/calendar.js';
import { ERROR_TEXTS } from '../src/app/error-texts.js';

const messageOf = (code: keyof typeof ERROR_TEXTS) => ERROR_TEXTS[code];
import type { SignedIn } from './support/training.js';
import { createMachine, dayOfWeek, logSet, signIn, today } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

describe('workout entries over HTTP', () => {
  let testApp: TestApp;
  let lena: SignedIn;
  let max: SignedIn;
  let bench: { id: string };

  beforeAll(async () => {
    testApp = await startTestApp();
    lena = await signIn(testApp, 'lena@example.com', 'Lena');
    max = await signIn(testApp, 'max@example.com', 'Max');
    bench = await createMachine(lena.agent, 'Bankdrücken', ['Brust']);
  });
  afterAll(() => testApp.close());

  const eventCount = async () => (await testApp.database.db.query('SELECT count(*)::int AS n FROM events')).rows[0].n as number;
  const balance = async (user: SignedIn) => (await user.agent.get('/api/auth/me')).body.hantel_currency as number;
  const meta = (now: Date) => ({ userId: null, requestId: `test-${randomUUID()}`, now });

  it('logs a set in four round trips to Postgres: the session with its user, BEGIN with a statement that reads and locks, one that writes the event and every read model, COMMIT', async () => {
    await logSet(lena.agent, bench.id, { max_weight: 60, reps: 5, date: today() }); // the day's first set earns Hanteln: the wallet's stream is read too
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    const spy = jest.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      const [text] = args as [string | { text: string; constructor: { name: string } }];
      // A statement sent with BEGIN in its round trip (database.ts) is a query object of its own.
      sent.push(typeof text === 'string' ? text : `${text.constructor.name === 'AfterBegin' ? 'BEGIN; ' : ''}${text.text}`);
      return (query as (...queryArgs: unknown[]) => never).apply(this, args);
    } as never);
    try {
      for (const key of [null, randomUUID()]) {
        sent.length = 0;
        const keyed = key === null ? lena.agent.post('/api/workouts') : lena.agent.post('/api/workouts').set('Idempotency-Key', key);
        expect((await keyed.send({ machine_id: bench.id, max_weight: 62.5, reps: 5, date: today() })).status).toBe(201);
        // Nothing after the commit either: the answer's record holders come from the set's fold.
        expect(sent).toEqual([
          expect.stringMatching(/^SELECT CASE WHEN s\.sess::jsonb \? 'userId'/),
          expect.stringMatching(/^BEGIN; WITH p0 AS \(SELECT id FROM users/),
          expect.stringMatching(/^WITH p0 AS \(INSERT INTO events/),
          'COMMIT',
        ]);
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('requires a session on every route', async () => {
    const anonymous = request(testApp.url);
    for (const response of [
      await anonymous.get('/api/workouts'),
      await anonymous.post('/api/workouts').send({}),
      await anonymous.put(`/api/workouts/${randomUUID()}`).send({}),
      await anonymous.delete(`/api/workouts/${randomUUID()}`),
      await anonymous.get('/api/workouts/export.csv'),
      await anonymous.get('/api/dashboard'),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it('logs a set: 201 with the entry, its e1RM and records, and a WorkoutLogged event', async () => {
    const response = await lena.agent
      .post('/api/workouts')
      .send({ machine_id: bench.id, max_weight: 82.5, reps: 8, date: dayOfWeek(2), notes: '  Rücken gerade  ' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      machine_id: bench.id,
      max_weight: 82.5,
      reps: 8,
      date: dayOfWeek(2),
      notes: 'Rücken gerade',
      created_by: 'lena@example.com',
      created_at: expect.any(String),
      e1rm: 104.5,
      personal_records: ['weight', 'e1rm', 'volume'],
      set_type: 'normal',
      rpe: null,
      session_id: null,
      hanteln_earned: expect.any(Number),
    });
    const { rows } = await testApp.database.db.query('SELECT stream_version, type, data, metadata FROM events WHERE stream_id = $1', [
      `workout-${response.body.id}`,
    ]);
    expect(rows).toEqual([
      {
        stream_version: 1,
        type: 'WorkoutLogged',
        data: {
          entryId: response.body.id,
          userId: lena.id,
          machineId: bench.id,
          maxWeight: 82.5,
          reps: 8,
          date: dayOfWeek(2),
          notes: 'Rücken gerade',
          setType: 'normal',
          rpe: null,
          createdBy: 'lena@example.com',
          at: response.body.created_at,
        },
        metadata: { userId: lena.id, requestId: response.headers['x-request-id'], causationId: response.headers['x-request-id'] },
      },
    ]);
  });

  it('stores empty notes as null and accepts 0 kg (body weight) and tomorrow', async () => {
    const set = await logSet(lena.agent, bench.id, { max_weight: 0, reps: 15, notes: '', date: addDays(today(), 1) });
    expect(set).toMatchObject({ max_weight: 0, notes: null, e1rm: 0 });
    expect((await lena.agent.delete(`/api/workouts/${set.id}`)).status).toBe(204);
  });

  describe('validation: 400 in German, nothing written', () => {
    const valid = () => ({ machine_id: bench.id, max_weight: 80, reps: 8, date: today() });
    it.each([
      ['machine_id missing', { machine_id: undefined }, 'machine_id', messageOf('set.machine')],
      ['machine_id no id', { machine_id: 'bank' }, 'machine_id', messageOf('set.machine')],
      ['max_weight missing', { max_weight: undefined }, 'max_weight', messageOf('set.weight')],
      ['max_weight as text', { max_weight: '80' }, 'max_weight', messageOf('set.weight')],
      ['max_weight negative', { max_weight: -2.5 }, 'max_weight', messageOf('set.weight')],
      ['max_weight off the 0.5 step', { max_weight: 80.25 }, 'max_weight', messageOf('set.weight_step')],
      ['max_weight over 1000 kg', { max_weight: 1000.5 }, 'max_weight', messageOf('set.weight')],
      ['max_weight null', { max_weight: null }, 'max_weight', messageOf('set.weight')],
      ['reps missing', { reps: undefined }, 'reps', messageOf('set.reps')],
      ['reps 0', { reps: 0 }, 'reps', messageOf('set.reps')],
      ['reps fractional', { reps: 7.5 }, 'reps', messageOf('set.reps')],
      ['reps over 1000', { reps: 1001 }, 'reps', messageOf('set.reps')],
      ['reps as text', { reps: '8' }, 'reps', messageOf('set.reps')],
      ['date missing', { date: undefined }, 'date', messageOf('set.date')],
      ['date not a calendar day', { date: '2026-02-30' }, 'date', messageOf('set.date')],
      ['date in German format', { date: '23.11.2026' }, 'date', messageOf('set.date')],
      ['date with a time', { date: '2026-11-23T10:00:00Z' }, 'date', messageOf('set.date')],
      ['date two days ahead', { date: addDays(today(), 2) }, 'date', messageOf('set.date_in_future')],
      ['date before 1900', { date: '1899-12-31' }, 'date', messageOf('set.date_too_early')],
      ['notes over 2000 characters', { notes: 'x'.repeat(2001) }, 'notes', messageOf('set.notes')],
      ['notes not text', { notes: 5 }, 'notes', messageOf('set.notes')],
      ['an unknown field', { created_by: 'evil@example.com' }, 'created_by', 'Dieses Feld ist nicht erlaubt.'],
    ])('%s', async (_label, change, field, problem) => {
      const before = await eventCount();
      const response = await lena.agent.post('/api/workouts').send({ ...valid(), ...change });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Bad Request');
      expect(response.body.message).toContain(problem);
      expect(response.body.details).toEqual(expect.arrayContaining([expect.objectContaining({ field, problems: expect.arrayContaining([problem]) })]));
      expect(await eventCount()).toBe(before);
    });

    it.each([
      ['max_weight off the step', { max_weight: 0.3 }, messageOf('set.weight_step')],
      ['max_weight null', { max_weight: null }, messageOf('set.weight')],
      ['reps 0', { reps: 0 }, messageOf('set.reps')],
      ['an impossible date', { date: '2027-02-29' }, messageOf('set.date')],
      ['a date two days ahead', { date: addDays(today(), 2) }, messageOf('set.date_in_future')],
      ['notes too long', { notes: 'ü'.repeat(2001) }, messageOf('set.notes')],
      ['another machine', { machine_id: randomUUID() }, 'Dieses Feld ist nicht erlaubt.'],
    ])('on edit: %s', async (_label, change, problem) => {
      const set = await logSet(lena.agent, bench.id, { max_weight: 50, reps: 5, date: dayOfWeek(3) });
      const before = await eventCount();
      const response = await lena.agent.put(`/api/workouts/${set.id}`).send(change);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(problem);
      expect(await eventCount()).toBe(before);
      await lena.agent.delete(`/api/workouts/${set.id}`);
    });
  });

  it('refuses a set for a machine that does not exist with 404', async () => {
    const response = await lena.agent.post('/api/workouts').send({ machine_id: randomUUID(), max_weight: 10, reps: 1, date: today() });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Übung nicht gefunden');
  });

  it('edits a set; an edit that changes nothing records nothing', async () => {
    const set = await logSet(lena.agent, bench.id, { max_weight: 60, reps: 10, date: dayOfWeek(3), notes: 'alt' });
    const edited = await lena.agent.put(`/api/workouts/${set.id}`).send({ max_weight: 62.5, date: dayOfWeek(4), notes: null });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: set.id, max_weight: 62.5, reps: 10, date: dayOfWeek(4), notes: null });
    const before = await eventCount();
    expect((await lena.agent.put(`/api/workouts/${set.id}`).send({ reps: 10 })).status).toBe(200);
    expect(await eventCount()).toBe(before);
    const { rows } = await testApp.database.db.query('SELECT type FROM events WHERE stream_id = $1 ORDER BY stream_version', [`workout-${set.id}`]);
    expect(rows.map((row) => row.type)).toEqual(['WorkoutLogged', 'WorkoutEdited']);
    await lena.agent.delete(`/api/workouts/${set.id}`);
  });

  it('deletes a set: 204, then it is gone for reads, edits and deletes', async () => {
    const set = await logSet(lena.agent, bench.id, { max_weight: 70, reps: 6, date: dayOfWeek(3) });
    expect((await lena.agent.delete(`/api/workouts/${set.id}`)).status).toBe(204);
    expect((await lena.agent.get(`/api/workouts/${set.id}`)).status).toBe(404);
    expect((await lena.agent.put(`/api/workouts/${set.id}`).send({ reps: 1 })).status).toBe(404);
    expect((await lena.agent.delete(`/api/workouts/${set.id}`)).status).toBe(404);
    expect((await lena.agent.get('/api/workouts')).body.map((entry: { id: string }) => entry.id)).not.toContain(set.id);
  });

  describe("another user's entry", () => {
    let foreign: { id: string };
    let foreignMachine: { id: string };
    beforeAll(async () => {
      foreignMachine = await createMachine(max.agent, 'Beinpresse');
      foreign = await logSet(max.agent, foreignMachine.id, { max_weight: 150, reps: 10, date: dayOfWeek(1), notes: 'privat' });
    });

    const unchanged = async () => {
      const own = await max.agent.get(`/api/workouts/${foreign.id}`);
      expect(own.status).toBe(200);
      expect(own.body).toMatchObject({ max_weight: 150, reps: 10, notes: 'privat' });
    };

    it.each([
      ['read', (id: string) => lena.agent.get(`/api/workouts/${id}`)],
      ['edit', (id: string) => lena.agent.put(`/api/workouts/${id}`).send({ reps: 1 })],
      ['delete', (id: string) => lena.agent.delete(`/api/workouts/${id}`)],
    ])('is a 404 to %s, and nothing changes', async (_label, call) => {
      const before = await eventCount();
      const response = await call(foreign.id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Training nicht gefunden', error: 'Not Found', code: 'set.not_found' });
      expect(await eventCount()).toBe(before);
      await unchanged();
    });

    it('never shows up in lists, filters or the export', async () => {
      const lists = [
        await lena.agent.get('/api/workouts'),
        await lena.agent.get('/api/workouts').query({ filter: JSON.stringify({ created_by: 'max@example.com' }) }),
        await lena.agent.get('/api/workouts').query({ filter: JSON.stringify({ machine_id: foreignMachine.id }) }),
      ];
      for (const list of lists) expect(list.body.map((entry: { id: string }) => entry.id)).not.toContain(foreign.id);
      expect((await lena.agent.get('/api/workouts/export.csv')).text).not.toContain('privat');
    });
  });

  describe('GET /api/workouts?filter=', () => {
    let user: SignedIn;
    let squat: { id: string };
    let row: { id: string };
    beforeAll(async () => {
      user = await signIn(testApp, 'filter@example.com');
      squat = await createMachine(user.agent, 'Kniebeuge');
      row = await createMachine(user.agent, 'Rudern');
      await logSet(user.agent, squat.id, { max_weight: 100, reps: 5, date: '2026-10-01' });
      await logSet(user.agent, squat.id, { max_weight: 105, reps: 5, date: '2026-10-08' });
      await logSet(user.agent, row.id, { max_weight: 60, reps: 10, date: '2026-10-08' });
      await logSet(user.agent, row.id, { max_weight: 62.5, reps: 10, date: '2026-10-15' });
    });
    const list = (filter?: unknown) =>
      user.agent.get('/api/workouts').query(filter === undefined ? {} : { filter: typeof filter === 'string' ? filter : JSON.stringify(filter) });
    const weights = (response: request.Response) => response.body.map((entry: { max_weight: number }) => entry.max_weight);

    it('lists all own entries newest date first, newest logged first within a date', async () => {
      expect(weights(await list())).toEqual([62.5, 60, 105, 100]);
    });

    it('filters by machine, creator, exact date and date range', async () => {
      expect(weights(await list({ machine_id: squat.id }))).toEqual([105, 100]);
      expect(weights(await list({ created_by: 'FILTER@example.com' }))).toEqual([62.5, 60, 105, 100]);
      expect(weights(await list({ date: '2026-10-08' }))).toEqual([60, 105]);
      expect(weights(await list({ date: { gte: '2026-10-08' } }))).toEqual([62.5, 60, 105]);
      expect(weights(await list({ date: { gte: '2026-10-02', lte: '2026-10-14' }, machine_id: row.id }))).toEqual([60]);
    });

    it.each([
      ['malformed JSON', '{"machine_id":'],
      ['an unknown key', { sort: '-date' }],
      ['an unknown date operator', { date: { after: '2026-10-01' } }],
      ['an impossible date', { date: '2026-02-30' }],
      ['year 0', { date: { gte: '0000-01-01' } }],
      ['a NUL character', { created_by: 'a\u0000@example.com' }],
      ['a machine id that is no id', { machine_id: 'kniebeuge' }],
    ])('refuses %s with 400', async (_label, filter) => {
      const response = await list(filter);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Bad Request');
    });

    it('refuses unknown query parameters with 400', async () => {
      expect((await user.agent.get('/api/workouts?sort=date')).status).toBe(400);
    });
  });

  describe('GET /api/workouts?limit&before: pages, newest first', () => {
    let user: SignedIn;
    let press: { id: string };
    let other: { id: string };
    const ids = (response: request.Response) => (response.body as { id: string }[]).map((entry) => entry.id);
    beforeAll(async () => {
      user = await signIn(testApp, 'pages@example.com');
      press = await createMachine(user.agent, 'Schulterdrücken');
      other = await createMachine(user.agent, 'Rudern');
      // Several sets per date, logged out of date order, on two machines.
      for (let index = 0; index < 23; index++) {
        await logSet(user.agent, index % 3 === 0 ? other.id : press.id, { max_weight: 20 + index, reps: 5, date: addDays('2026-10-01', (index * 7) % 10) });
      }
    });

    const walk = async (query: Record<string, string>, between: (page: number) => Promise<void> = async () => {}) => {
      const seen: string[] = [];
      let before: string | undefined;
      for (let page = 0; page < 20; page++) {
        const response = await user.agent.get('/api/workouts').query({ ...query, limit: '5', ...(before ? { before } : {}) });
        expect(response.status).toBe(200);
        seen.push(...ids(response));
        if (response.body.length < 5) return seen;
        before = seen.at(-1);
        await between(page);
      }
      throw new Error('more pages than entries');
    };

    it('pages through the whole list in its order, with and without a filter', async () => {
      expect(await walk({})).toEqual(ids(await user.agent.get('/api/workouts')));
      const filter = JSON.stringify({ machine_id: press.id });
      expect(await walk({ filter })).toEqual(ids(await user.agent.get('/api/workouts').query({ filter })));
    });

    it('loses and repeats no entry while sets are logged and deleted between pages', async () => {
      const before = ids(await user.agent.get('/api/workouts'));
      const added: string[] = [];
      const seen = await walk({}, async (page) => {
        // Newer than everything, on the dates already paged, and the cursor's own entry deleted.
        added.push((await logSet(user.agent, press.id, { max_weight: 99, reps: 1, date: addDays('2026-10-01', page % 10) })).id);
        if (page === 1) await user.agent.delete(`/api/workouts/${before[9]}`).expect(204);
      });
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => !added.includes(id))).toEqual(before);
    });

    it("answers an empty page after the last entry, and none of another user's", async () => {
      const all = ids(await user.agent.get('/api/workouts'));
      expect((await user.agent.get('/api/workouts').query({ limit: '5', before: all.at(-1)! })).body).toEqual([]);
      expect((await max.agent.get('/api/workouts').query({ limit: '5', before: all[0]! })).body).toEqual([]);
    });

    it.each([
      [{ limit: '0' }, 'limit'],
      [{ limit: 'alle' }, 'limit'],
      [{ limit: '501' }, 'limit'],
      [{ before: 'gestern' }, 'before'],
    ])('refuses %j with 400 naming %s', async (query, field) => {
      const response = await user.agent.get('/api/workouts').query(query);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe(`set.page_${field}`);
      expect(response.body.details).toEqual([{ field, problems: [expect.any(String)], codes: [`set.page_${field}`] }]);
    });
  });

  describe('personal records', () => {
    it('go to the first entry reaching the best value and move on edits and deletions', async () => {
      const user = await signIn(testApp, 'records@example.com');
      const machine = await createMachine(user.agent, 'Schrägbank');
      const first = await logSet(user.agent, machine.id, { max_weight: 80, reps: 5, date: dayOfWeek(3) }); // 400, e1rm 93.3
      const tie = await logSet(user.agent, machine.id, { max_weight: 80, reps: 5, date: dayOfWeek(2) }); // same values, later
      const volume = await logSet(user.agent, machine.id, { max_weight: 60, reps: 12, date: dayOfWeek(1) }); // 720, e1rm 84
      expect(tie.personal_records).toEqual([]);
      const byId = async () =>
        Object.fromEntries(
          (await user.agent.get('/api/workouts')).body.map((entry: { id: string; personal_records: string[] }) => [entry.id, entry.personal_records]),
        );
      expect(await byId()).toEqual({ [first.id]: ['weight', 'e1rm'], [tie.id]: [], [volume.id]: ['volume'] });

      // Back-dating the tie before the first makes it the first to reach those values.
      await user.agent.put(`/api/workouts/${tie.id}`).send({ date: dayOfWeek(4) });
      expect(await byId()).toEqual({ [first.id]: [], [tie.id]: ['weight', 'e1rm'], [volume.id]: ['volume'] });

      await user.agent.delete(`/api/workouts/${tie.id}`);
      expect(await byId()).toEqual({ [first.id]: ['weight', 'e1rm'], [volume.id]: ['volume'] });
    });
  });

  describe('CSV export', () => {
    it('sends all own entries as a German spreadsheet: BOM, header, semicolons, decimal commas, quoting', async () => {
      const user = await signIn(testApp, 'csv@example.com');
      const machine = await createMachine(user.agent, 'Überzüge; schwer');
      await logSet(user.agent, machine.id, { max_weight: 22.5, reps: 12, date: '2026-10-05', notes: 'Griff "eng"\nzweite Zeile' });
      await logSet(user.agent, machine.id, { max_weight: 25, reps: 10, date: '2026-10-12' });
      const response = await user.agent
        .get('/api/workouts/export.csv')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="hantelwerk-trainings-${today()}.csv"`);
      const bytes = response.body as Buffer;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString('utf8').slice(1);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        'Datum;Training;Trainingsbeginn;Übung;Satztyp;Gewicht (kg);Wiederholungen;RPE;Volumen (kg);Geschätztes 1RM (kg);Notizen;Erstellt von;Erstellt am',
      );
      expect(lines[1]).toMatch(
        /^05\.10\.2026;;;"Überzüge; schwer";normal;22,5;12;;270;31,5;"Griff ""eng""\nzweite Zeile";csv@example\.com;\d\d\.\d\d\.\d{4} \d\d:\d\d$/,
      );
      expect(lines[2]).toMatch(/^12\.10\.2026;;;"Überzüge; schwer";normal;25;10;;250;33,3;;csv@example\.com;/);
      expect(lines[3]).toBe('');
    });
  });

  describe('Hanteln for training', () => {
    it('pays 10 for the first set of the day and 20 when this week extends the streak, each once ever', async () => {
      const user = await signIn(testApp, 'coins@example.com');
      const machine = await createMachine(user.agent, 'Curls');
      expect(await balance(user)).toBe(100);

      const lastWeek = await logSet(user.agent, machine.id, { max_weight: 12.5, reps: 10, date: dayOfWeek(1) });
      expect(lastWeek.hanteln_earned).toBe(10); // first set today; last week's set does not make this week count
      const thisWeek = await logSet(user.agent, machine.id, { max_weight: 12.5, reps: 10, date: dayOfWeek(0, 0) });
      expect(thisWeek.hanteln_earned).toBe(20); // the day is paid; the streak is now 2 weeks
      expect(await balance(user)).toBe(130);

      // Editing, deleting and logging again mints nothing more.
      await user.agent.put(`/api/workouts/${thisWeek.id}`).send({ reps: 12 });
      await user.agent.delete(`/api/workouts/${thisWeek.id}`);
      const again = await logSet(user.agent, machine.id, { max_weight: 12.5, reps: 10, date: dayOfWeek(0, 0) });
      expect(again.hanteln_earned).toBe(0);
      await user.agent.delete(`/api/workouts/${lastWeek.id}`);
      expect((await logSet(user.agent, machine.id, { max_weight: 12.5, reps: 10, date: dayOfWeek(1) })).hanteln_earned).toBe(0);
      expect(await balance(user)).toBe(130);

      const { rows } = await testApp.database.db.query(
        "SELECT data->>'reason' AS reason, data->>'key' AS key, (data->>'amount')::int AS amount FROM events WHERE stream_id = $1 ORDER BY stream_version",
        [`wallet-${user.id}`],
      );
      expect(rows).toEqual([
        { reason: 'welcome_bonus', key: null, amount: 100 },
        { reason: 'training_day', key: `training_day:${today()}`, amount: 10 },
        { reason: 'streak_week', key: `streak_week:${mondayOf(today())}`, amount: 20 },
      ]);
      const ledger = await testApp.database.db.query('SELECT key, amount FROM currency_ledger WHERE user_id = $1 ORDER BY wallet_version', [user.id]);
      expect(ledger.rows.map((row) => row.key)).toEqual(['welcome_bonus', `training_day:${today()}`, `streak_week:${mondayOf(today())}`]);
      expect((await user.agent.get('/api/auth/me')).body.hantel_currency).toBe(130);
    });

    it('credits once when many sets of one day are logged at the same time', async () => {
      const user = await signIn(testApp, 'parallel@example.com');
      const machines = await Promise.all(['A', 'B', 'C', 'D'].map((name) => createMachine(user.agent, `Gerät ${name}`)));
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          user.agent.post('/api/workouts').send({ machine_id: machines[index % 4]!.id, max_weight: 20 + index, reps: 8, date: today() }),
        ),
      );
      expect(responses.map((response) => response.status)).toEqual(Array(12).fill(201));
      expect(responses.reduce((sum, response) => sum + response.body.hanteln_earned, 0)).toBe(10);
      expect(await balance(user)).toBe(110);
      const { rows } = await testApp.database.db.query("SELECT count(*)::int AS n FROM events WHERE stream_id = $1 AND data->>'reason' = 'training_day'", [
        `wallet-${user.id}`,
      ]);
      expect(rows[0].n).toBe(1);
      expect((await user.agent.get('/api/workouts')).body).toHaveLength(12);
    });

    it('pays by the day of logging, not the date the set carries', async () => {
      const user = await signIn(testApp, 'days@example.com');
      const machine = await createMachine(user.agent, 'Plank');
      const bus = testApp.app.get(CommandBus);
      const log = (now: string, date: string) =>
        bus.execute(
          new LogWorkoutCommand(
            { id: user.id, email: user.email },
            machine.id,
            { maxWeight: 0, reps: 60, date, notes: null, setType: 'normal', rpe: null },
            meta(new Date(now)),
          ),
        );
      expect((await log('2026-11-02T08:00:00Z', '2026-11-02')).hantelnEarned).toBe(10); // Monday
      expect((await log('2026-11-02T20:00:00Z', '2026-10-01')).hantelnEarned).toBe(0); // same day, back-dated
      expect((await log('2026-11-03T08:00:00Z', '2025-01-01')).hantelnEarned).toBe(10); // next day, however old the set
      // 23:30 UTC on Tuesday is already Wednesday in Berlin: a new day.
      expect((await log('2026-11-03T23:30:00Z', '2026-11-04')).hantelnEarned).toBe(10);
      expect(await balance(user)).toBe(130);
    });
  });

  describe('streak', () => {
    it('is reported by /auth/me, the dashboard and calculateStreak, with the Monday of this week', async () => {
      const user = await signIn(testApp, 'streak@example.com');
      const machine = await createMachine(user.agent, 'Dips');
      const empty = (await user.agent.get('/api/auth/me')).body;
      expect(empty).toMatchObject({ current_streak: 0, week_start_date: mondayOf(today()) });

      for (const weeksBack of [3, 2, 1]) await logSet(user.agent, machine.id, { max_weight: 10, reps: 10, date: dayOfWeek(weeksBack) });
      const expected = { current_streak: 3, week_start_date: mondayOf(today()) };
      expect((await user.agent.get('/api/auth/me')).body).toMatchObject(expected);
      const invoked = await user.agent.post('/api/functions/invoke').send({ functionName: 'calculateStreak' });
      expect(invoked.status).toBe(200);
      expect(invoked.body).toEqual({ data: expected });
      expect((await user.agent.get('/api/dashboard')).body.streak).toEqual(expected);

      await logSet(user.agent, machine.id, { max_weight: 10, reps: 10, date: dayOfWeek(0, 0) });
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(4);
      // A profile update answers with the same computed streak.
      expect((await user.agent.put('/api/auth/update').send({ display_name: 'Dipper' })).body.current_streak).toBe(4);
    });

    it('breaks after a week without a set, and a deleted set no longer counts', async () => {
      const user = await signIn(testApp, 'broken@example.com');
      const machine = await createMachine(user.agent, 'Liegestütz');
      await logSet(user.agent, machine.id, { max_weight: 0, reps: 20, date: dayOfWeek(3) });
      const gap = await logSet(user.agent, machine.id, { max_weight: 0, reps: 20, date: dayOfWeek(2) });
      await logSet(user.agent, machine.id, { max_weight: 0, reps: 20, date: dayOfWeek(1) });
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(3);
      await user.agent.delete(`/api/workouts/${gap.id}`);
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(1);
      // Moving a set into the empty week mends it.
      await user.agent
        .put(`/api/workouts/${(await logSet(user.agent, machine.id, { max_weight: 0, reps: 20, date: dayOfWeek(5) })).id}`)
        .send({ date: dayOfWeek(2) });
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(3);
    });

    it('is frozen by pause mode: paused weeks neither count nor break it', async () => {
      const user = await signIn(testApp, 'paused@example.com');
      const machine = await createMachine(user.agent, 'Ausfallschritte');
      const bus = testApp.app.get(CommandBus);
      // Trained five and four weeks ago, ill (paused) through the three weeks after, back this week.
      await logSet(user.agent, machine.id, { max_weight: 20, reps: 10, date: dayOfWeek(5) });
      await logSet(user.agent, machine.id, { max_weight: 20, reps: 10, date: dayOfWeek(4) });
      const pauseOn = new Date(`${dayOfWeek(4, 4)}T10:00:00Z`);
      const pauseOff = new Date(`${dayOfWeek(0, 0)}T08:00:00Z`);
      await bus.execute(new UpdateProfileCommand(user.id, { pause_mode_active: true }, meta(pauseOn)));
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(2);
      // A set in a hotel gym during the pause is logged (issue 42); its week stays frozen, not counted.
      const hotel = await user.agent.post('/api/workouts').send({ machine_id: machine.id, max_weight: 15, reps: 12, date: dayOfWeek(3) });
      expect(hotel.status).toBe(201);
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(2);
      await bus.execute(new UpdateProfileCommand(user.id, { pause_mode_active: false }, meta(pauseOff)));
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(2);
      await logSet(user.agent, machine.id, { max_weight: 20, reps: 10, date: dayOfWeek(0, 0) });
      expect((await user.agent.get('/api/auth/me')).body.current_streak).toBe(3);
    });
  });
});
