import type { INestApplicationContext } from '@nestjs/common';
import { importFixtureBytes, readImportFixture } from './fixtures/imports/read-fixture.js';
import { startWorkerContext, until } from './support/coach-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import { createMachine, signIn } from './support/training.js';
import type { Agent, SignedIn } from './support/training.js';

const MAX_BYTES = 64 * 1024;

const upload = (agent: Agent, path: string, name: string, fields: Record<string, string> = {}, bytes = importFixtureBytes(name)) => {
  const sent = agent.post(path).attach('file', bytes, { filename: name, contentType: 'text/csv' });
  for (const [field, value] of Object.entries(fields)) sent.field(field, value);
  return sent;
};

/** Starts an import and waits for its report. */
async function imported(agent: Agent, name: string, fields: Record<string, string> = {}) {
  const started = await upload(agent, '/api/imports', name, fields);
  expect(started.status).toBe(202);
  expect(started.body).toEqual({ id: expect.any(String), state: 'queued' });
  const report = await until(
    () => agent.get(`/api/imports/${started.body.id}`).then((response) => response.body),
    (body) => body.state === 'done' || body.state === 'failed',
  );
  expect(report.state).toBe('done');
  return report;
}

describe('importing a training history from Strong, Hevy and Hantelwerk', () => {
  let testApp: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    testApp = await startTestApp({ IMPORT_MAX_BYTES: String(MAX_BYTES) });
    worker = await startWorkerContext(testApp.config);
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
  });

  const importJobsOf = async (userId: string) =>
    (await testApp.database.db.query<{ n: number }>('SELECT count(*)::int AS n FROM import_jobs WHERE user_id = $1', [userId])).rows[0]!.n;

  describe('a Hevy export with warm-ups, RPE and notes across lines', () => {
    let lena: SignedIn;
    let firstReport: Record<string, unknown>;
    const file = 'hevy-kg.csv';

    beforeAll(async () => {
      lena = await signIn(testApp, 'lena@example.com');
      // Lena already has the bench press under its catalogue name: the import joins it.
      await createMachine(lena.agent, 'Bankdrücken', ['Brust']);
    });

    it('previews the file without saving anything', async () => {
      const { sets } = await readImportFixture(file);
      const preview = await upload(lena.agent, '/api/imports/preview', file);
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({
        format: 'hevy',
        unit: 'kg',
        unit_assumed: false,
        sets: sets.length,
        warmups: sets.filter((set) => set.setType === 'warmup').length,
        first_date: '2025-09-15',
      });
      expect(preview.body.trainings).toBe(new Set(sets.map((set) => set.training.startedAt.getTime())).size);
      expect(preview.body.exercises).toContainEqual(
        expect.objectContaining({ name: 'Bankdrücken', status: 'existing', imported_names: ['Bench Press (Barbell)'] }),
      );
      expect(preview.body.exercises.every((exercise: { status: string }) => ['existing', 'new'].includes(exercise.status))).toBe(true);
      expect(await importJobsOf(lena.id)).toBe(0);
      expect((await lena.agent.get('/api/sessions')).body).toEqual([]);
    });

    it('imports every set with its training, type and RPE, and reports it', async () => {
      const { sets, skipped } = await readImportFixture(file);
      firstReport = await imported(lena.agent, file);
      expect(firstReport).toMatchObject({
        state: 'done',
        progress: 100,
        format: 'hevy',
        sets_total: sets.length,
        sets_done: sets.length,
        sets_imported: sets.length,
        duplicates: 0,
        sets_skipped: skipped.length,
        exercises_matched: 1,
      });
      const trainings = (await lena.agent.get('/api/sessions')).body as { id: string; title: string; started_at: string; set_count: number }[];
      expect(trainings).toHaveLength(firstReport.sessions as number);
      expect(trainings.map((training) => training.started_at)).toEqual([...trainings.map((training) => training.started_at)].sort().reverse());
      expect(trainings.reduce((sum, training) => sum + training.set_count, 0)).toBe(sets.length);

      const push = trainings.find((training) => training.title === 'Push A')!;
      expect(push).toMatchObject({ started_at: '2025-09-15T05:48:00.000Z', duration_min: 65 });
      const withSets = (await lena.agent.get(`/api/sessions/${push.id}`)).body;
      expect(withSets.notes).toContain('Schulter fühlte sich stabil an.');
      expect(withSets.sets[0]).toMatchObject({ set_type: 'warmup', max_weight: 40, reps: 10, rpe: null, date: '2025-09-15', session_id: push.id });
      expect(withSets.sets[1]).toMatchObject({ set_type: 'normal', max_weight: 80, reps: 8, rpe: 8 });

      const machines = (await lena.agent.get('/api/machines')).body as { id: string; name: string }[];
      expect(machines.filter((machine) => machine.name === 'Bankdrücken')).toHaveLength(1);
      expect(machines).toHaveLength(1 + (firstReport.exercises_created as number));
    });

    it('never counts a warm-up as a best set or a record', async () => {
      const machines = (await lena.agent.get('/api/machines')).body as { id: string; name: string }[];
      const bench = machines.find((machine) => machine.name === 'Bankdrücken')!;
      const entries = (await lena.agent.get('/api/workouts').query({ filter: JSON.stringify({ machine_id: bench.id }) })).body as {
        set_type: string;
        max_weight: number;
        personal_records: string[];
      }[];
      expect(entries.some((entry) => entry.set_type === 'warmup')).toBe(true);
      expect(entries.filter((entry) => entry.set_type === 'warmup').flatMap((entry) => entry.personal_records)).toEqual([]);
      expect(entries.flatMap((entry) => entry.personal_records).sort()).toEqual(['e1rm', 'volume', 'weight']);
      // A warm-up heavier than every work set (a lifter's mistake) still holds no record.
      const heavy = await lena.agent.post('/api/workouts').send({ machine_id: bench.id, max_weight: 200, reps: 12, date: '2025-09-16', set_type: 'warmup' });
      expect(heavy.status).toBe(201);
      expect(heavy.body).toMatchObject({ set_type: 'warmup', personal_records: [] });
      const { rows } = await testApp.database.db.query<{ set_type: string; volume: number }>(
        `SELECT e.set_type, sum(e.max_weight * e.reps)::float AS volume FROM workout_entries e WHERE e.user_id = $1 AND e.deleted_at IS NULL GROUP BY 1`,
        [lena.id],
      );
      const workVolume = rows.filter((row) => row.set_type !== 'warmup').reduce((sum, row) => sum + row.volume, 0);
      const days = await testApp.database.db.query<{ volume: number }>('SELECT sum(volume)::float AS volume FROM dashboard_days WHERE user_id = $1', [lena.id]);
      expect(days.rows[0]!.volume).toBe(workVolume);
    });

    it('adds nothing when the same file comes again: every set is a duplicate', async () => {
      const before = (await testApp.database.db.query('SELECT count(*)::int AS n FROM events')).rows[0]!.n;
      const again = await imported(lena.agent, file);
      expect(again).toMatchObject({ sets_imported: 0, duplicates: firstReport.sets_imported, sessions: 0, exercises_created: 0 });
      expect((await testApp.database.db.query('SELECT count(*)::int AS n FROM events')).rows[0]!.n).toBe(before);
    });

    it("round-trips through Hantelwerk's own export: into a new account whole, into the same one as duplicates", async () => {
      const exported = await lena.agent
        .get('/api/workouts/export.csv')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks)));
        });
      const csv = exported.body as Buffer;
      const shape = async (agent: Agent) => {
        const machines = new Map(((await agent.get('/api/machines')).body as { id: string; name: string }[]).map((machine) => [machine.id, machine.name]));
        const entries = (await agent.get('/api/workouts')).body as {
          machine_id: string;
          date: string;
          max_weight: number;
          reps: number;
          set_type: string;
          rpe: number | null;
          notes: string | null;
        }[];
        return entries
          .map(({ machine_id, date, max_weight, reps, set_type, rpe, notes }) =>
            [machines.get(machine_id), date, max_weight, reps, set_type, rpe, notes].join('|'),
          )
          .sort();
      };
      const titles = async (agent: Agent) =>
        ((await agent.get('/api/sessions')).body as { title: string; started_at: string; set_count: number }[]).map(({ title, started_at, set_count }) => ({
          title,
          started_at,
          set_count,
        }));
      const lenasSets = await shape(lena.agent);
      const lenasTrainings = await titles(lena.agent);
      // Sets of a training come back as the same sets; one logged by hand has no training start to
      // know it by, and comes again (docs/decisions/38-bring-your-history.md, "Duplicates").
      const own = (await lena.agent.get('/api/workouts')).body as { session_id: string | null }[];
      const handLogged = own.filter((entry) => entry.session_id === null).length;
      expect(handLogged).toBe(1);
      const back = await upload(lena.agent, '/api/imports', 'hantelwerk.csv', {}, csv);
      const again = await until(
        () => lena.agent.get(`/api/imports/${back.body.id}`).then((response) => response.body),
        (body) => body.state === 'done',
      );
      expect(again).toMatchObject({ format: 'hantelwerk', sets_imported: handLogged, duplicates: own.length - handLogged });

      const anna = await signIn(testApp, 'anna@example.com');
      const moved = await upload(anna.agent, '/api/imports', 'hantelwerk.csv', {}, csv);
      await until(
        () => anna.agent.get(`/api/imports/${moved.body.id}`).then((response) => response.body),
        (body) => body.state === 'done',
      );
      expect(await shape(anna.agent)).toEqual(lenasSets);
      // The set logged by hand arrives in a training of its day, as the export names none.
      const annasTrainings = await titles(anna.agent);
      expect(annasTrainings.filter((training) => training.title !== 'Training')).toEqual(lenasTrainings);
      expect(annasTrainings.filter((training) => training.title === 'Training')).toEqual([
        { title: 'Training', started_at: '2025-09-16T10:00:00.000Z', set_count: 1 },
      ]);
    });

    it('shows an import to its owner only', async () => {
      const tom = await signIn(testApp, 'tom@example.com');
      const [latest] = (await lena.agent.get('/api/imports')).body;
      expect((await tom.agent.get(`/api/imports/${latest.id}`)).status).toBe(404);
      expect((await tom.agent.get('/api/imports/kein-import')).status).toBe(404);
      expect((await tom.agent.get('/api/imports')).body).toEqual([]);
      expect((await tom.agent.get('/api/sessions')).body).toEqual([]);
      const [training] = (await lena.agent.get('/api/sessions')).body;
      expect((await tom.agent.get(`/api/sessions/${training.id}`)).status).toBe(404);
    });
  });

  it('reads Strong classic in the unit the lifter confirms, and guesses it for the preview', async () => {
    const ben = await signIn(testApp, 'ben@example.com');
    const preview = await upload(ben.agent, '/api/imports/preview', 'strong-classic-lb.csv');
    expect(preview.body).toMatchObject({ format: 'strong', unit: 'lb', unit_assumed: true });
    const report = await imported(ben.agent, 'strong-classic-lb.csv', { unit: 'lb' });
    expect(report).toMatchObject({ format: 'strong', unit: 'lb' });
    const entries = (await ben.agent.get('/api/workouts')).body as { max_weight: number }[];
    // 135 lb = 61.2 kg, on the app's 0.5-kg steps.
    expect(entries.every((entry) => Number.isInteger(entry.max_weight * 2))).toBe(true);
    expect(entries.some((entry) => entry.max_weight === 61)).toBe(true);
  });

  it.each([
    ['strong-de.csv', 'strong'],
    ['strong-android.csv', 'strong'],
    ['strong-kg.csv', 'strong'],
    ['strong-lbs.csv', 'strong'],
    ['strong-weight-unit.csv', 'strong'],
    ['hevy-lbs.csv', 'hevy'],
    ['hantelwerk-export-trainings.csv', 'hantelwerk'],
    ['hantelwerk-export.csv', 'hantelwerk'],
  ])('imports %s', async (name, format) => {
    const lifter = await signIn(testApp, `${name.replace(/\W/g, '-')}@example.com`);
    const { sets, skipped } = await readImportFixture(name);
    const report = await imported(lifter.agent, name);
    expect(report).toMatchObject({ format, sets_imported: sets.length, sets_skipped: skipped.length, duplicates: 0 });
    expect((await lifter.agent.get('/api/workouts')).body).toHaveLength(sets.length);
  });

  it('skips bad rows by their line and imports the good ones', async () => {
    const mia = await signIn(testApp, 'mia@example.com');
    const { sets, skipped } = await readImportFixture('strong-bad-rows.csv');
    const report = await imported(mia.agent, 'strong-bad-rows.csv', { unit: 'kg' });
    expect(report.sets_imported).toBe(sets.length);
    expect(report.sets_skipped).toBe(skipped.length);
    expect(report.skipped).toEqual(skipped.map(({ line, code, message }) => ({ line, code, message })));
    expect(report.skipped).toContainEqual({ line: 6, code: 'import.row_bad_reps', message: expect.stringContaining('abc') });
    expect((await mia.agent.get('/api/workouts')).body).toHaveLength(sets.length);
  });

  describe('refuses a file that is no export, and stores nothing', () => {
    let kim: SignedIn;
    beforeAll(async () => {
      kim = await signIn(testApp, 'kim@example.com');
    });

    it.each([
      ['not-csv.png', 'import.not_csv'],
      ['unknown-header.csv', 'import.unknown_header'],
      ['empty.csv', 'import.empty'],
      ['header-only.csv', 'import.empty'],
    ])('%s → 400 %s', async (name, code) => {
      for (const path of ['/api/imports/preview', '/api/imports']) {
        const refused = await upload(kim.agent, path, name);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ code, error: 'Bad Request', message: expect.any(String) });
      }
      expect(await importJobsOf(kim.id)).toBe(0);
    });

    it('names the formats and columns it expects for an unknown header', async () => {
      const refused = await upload(kim.agent, '/api/imports', 'unknown-header.csv');
      expect(refused.body.message).toMatch(/Strong.*Exercise Name.*Hevy.*exercise_title.*Hantelwerk/);
    });

    it('answers 413 for a file over IMPORT_MAX_BYTES, 400 without a file or with another unit', async () => {
      const big = Buffer.concat([importFixtureBytes('strong-kg.csv'), Buffer.alloc(MAX_BYTES, 'x')]);
      const tooLarge = await upload(kim.agent, '/api/imports', 'big.csv', {}, big);
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toMatchObject({ code: 'import.too_large', message: 'Die Datei ist zu groß (höchstens 1 MB).' });
      const none = await kim.agent.post('/api/imports').field('unit', 'kg');
      expect(none.status).toBe(400);
      expect(none.body.code).toBe('import.file_required');
      const stone = await upload(kim.agent, '/api/imports', 'strong-classic.csv', { unit: 'stone' });
      expect(stone.status).toBe(400);
      expect(stone.body.code).toBe('import.unit');
      expect(await importJobsOf(kim.id)).toBe(0);
    });
  });
});
