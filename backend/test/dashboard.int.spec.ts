import { addDays, dayNumber, subtractMonths } from '../src/modules/workouts/rules/calendar.js';
import { estimatedOneRepMax } from '../src/modules/workouts/rules/performance.js';
import type { SignedIn } from './support/training.js';
import { createMachine, logSet, signIn, today } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

interface DashboardMachine {
  id: string;
  name: string;
  categories: string[];
  latest: { id: string; max_weight: number; reps: number; date: string; personal_records: string[] } | null;
  sparkline: { dates: string[]; weights: number[]; reps: number[]; record: number | null };
  change_percent: number | null;
  records: Record<'max_weight_set' | 'best_e1rm_set' | 'best_volume_set', { date: string; max_weight: number; reps: number }> | null;
  entry_count: number;
}
interface Dashboard {
  period: string;
  category: string;
  totals: unknown;
  streak: unknown;
  sparkline_span: { unit: 'day' | 'month'; length: number };
  machines: DashboardMachine[];
}

/** A card's sparkline as points: each its set, and whether it is the exercise's e1RM record. */
const pointsOf = ({ sparkline }: DashboardMachine) =>
  sparkline.dates.map((date, index) => ({
    date,
    weight: sparkline.weights[index]!,
    reps: sparkline.reps[index]!,
    ...(sparkline.record === index ? { record: true } : {}),
  }));

/**
 * A hand-computed example. T is today (Berlin); in brackets volume, then estimated 1RM.
 *   Bankdrücken [Brust]: T−40 70×8 (560, 88.7) · T−20 75×8 (600, 95.0), 80×5 (400, 93.3) · T−10 80×8 (640, 101.3)
 *                        · T−3 80×8 (640, 101.3), then 64×10 (640, 85.3) · T 82.5×8 (660, 104.5)
 *   Kniebeuge [Beine]:   T−200 100×5 (500, 116.7) · T−5 110×5 (550, 128.3)
 * A day's point is its set with the best estimated 1RM; the change compares the first and last point's.
 *   Plank (no category): nothing yet
 * Totals: 9 sets, volume 560+600+400+640+640+640+660 + 500+550 = 5190 kg.
 */
describe('GET /api/dashboard', () => {
  let testApp: TestApp;
  let user: SignedIn;
  let bench: { id: string };
  let squat: { id: string };
  let plank: { id: string };
  const T = today();
  const day = (offset: number) => addDays(T, offset);
  const sets: Record<string, { id: string }> = {};

  beforeAll(async () => {
    testApp = await startTestApp();
    user = await signIn(testApp, 'dashboard@example.com');
    plank = await createMachine(user.agent, 'Plank');
    squat = await createMachine(user.agent, 'Kniebeuge', ['Beine']);
    bench = await createMachine(user.agent, 'Bankdrücken', ['Brust']);
    await logSet(user.agent, squat.id, { max_weight: 100, reps: 5, date: day(-200) });
    await logSet(user.agent, squat.id, { max_weight: 110, reps: 5, date: day(-5) });
    sets.b40 = await logSet(user.agent, bench.id, { max_weight: 70, reps: 8, date: day(-40) });
    sets.b20a = await logSet(user.agent, bench.id, { max_weight: 75, reps: 8, date: day(-20) });
    sets.b20b = await logSet(user.agent, bench.id, { max_weight: 80, reps: 5, date: day(-20) });
    sets.b10 = await logSet(user.agent, bench.id, { max_weight: 80, reps: 8, date: day(-10) });
    sets.b3a = await logSet(user.agent, bench.id, { max_weight: 80, reps: 8, date: day(-3) });
    sets.b3b = await logSet(user.agent, bench.id, { max_weight: 64, reps: 10, date: day(-3) });
    sets.b0 = await logSet(user.agent, bench.id, { max_weight: 82.5, reps: 8, date: T });
  });
  afterAll(() => testApp.close());

  const dashboard = async (query = '') => {
    const response = await user.agent.get(`/api/dashboard${query}`);
    expect(response.status).toBe(200);
    return response.body as Dashboard;
  };
  const machine = (body: { machines: DashboardMachine[] }, id: string) => body.machines.find((candidate) => candidate.id === id)!;
  const point = (offset: number, weight: number, reps: number, record = false) => ({ date: day(offset), weight, reps, ...(record ? { record } : {}) });
  const recordSet = (offset: number, max_weight: number, reps: number) => ({ date: day(offset), max_weight, reps });
  const records = (weight: ReturnType<typeof recordSet>, e1rm = weight, volume = weight) => ({
    max_weight_set: weight,
    best_e1rm_set: e1rm,
    best_volume_set: volume,
  });

  it('defaults to 30 days and all categories, with totals and every machine newest activity first', async () => {
    const body = await dashboard();
    expect(body.period).toBe('30d');
    expect(body.category).toBe('Alle');
    expect(body.totals).toMatchObject({ workouts: 9, volume: 5190 });
    expect(body.machines.map((candidate) => candidate.name)).toEqual(['Bankdrücken', 'Kniebeuge', 'Plank']);

    expect(machine(body, bench.id)).toEqual({
      id: bench.id,
      name: 'Bankdrücken',
      categories: ['Brust'],
      catalogue_id: 'bench-press',
      created_date: expect.any(String),
      updated_date: expect.any(String),
      latest: { id: sets.b0!.id, max_weight: 82.5, reps: 8, date: T, personal_records: ['weight', 'e1rm', 'volume'] },
      sparkline: { dates: [day(-20), day(-10), day(-3), T], weights: [75, 80, 80, 82.5], reps: [8, 8, 8, 8], record: 3 },
      change_percent: 10, // (104.5 − 95) / 95
      records: records(recordSet(0, 82.5, 8)),
      entry_count: 7,
    });
    expect(body.sparkline_span).toEqual({ unit: 'day', length: 3 });
    expect(machine(body, squat.id)).toMatchObject({
      change_percent: null, // one point only
      records: records(recordSet(-5, 110, 5)),
      latest: { max_weight: 110, reps: 5, date: day(-5), personal_records: ['weight', 'e1rm', 'volume'] },
      entry_count: 2,
    });
    expect(pointsOf(machine(body, squat.id))).toEqual([point(-5, 110, 5, true)]);
    expect(machine(body, plank.id)).toMatchObject({
      sparkline: { dates: [], weights: [], reps: [], record: null },
      change_percent: null,
      records: null,
      latest: null,
      entry_count: 0,
    });
  });

  it.each([
    ['7d', [point(-3, 80, 8), point(0, 82.5, 8, true)], 3, [point(-5, 110, 5, true)]], // 3.125 rounded
    ['30d', [point(-20, 75, 8), point(-10, 80, 8), point(-3, 80, 8), point(0, 82.5, 8, true)], 10, [point(-5, 110, 5, true)]],
  ])('period %s: one point per training day here, oldest first, and the change between first and last', async (period, benchPoints, change, squatPoints) => {
    const body = await dashboard(`?period=${period}`);
    expect(body.period).toBe(period);
    expect(pointsOf(machine(body, bench.id))).toEqual(benchPoints);
    expect(machine(body, bench.id).change_percent).toBe(change);
    expect(pointsOf(machine(body, squat.id))).toEqual(squatPoints);
    // Totals and records do not depend on the period.
    expect(body.totals).toMatchObject({ workouts: 9, volume: 5190 });
    expect(machine(body, bench.id).records).toEqual(records(recordSet(0, 82.5, 8)));
  });

  it.each([
    ['7d', 3],
    ['30d', 5],
    ['6m', 6],
    ['all', 7],
  ] as const)('period %s: counts the training days in the period (%i), not the sets', async (period, days) => {
    expect((await dashboard(`?period=${period}`)).totals).toMatchObject({ workouts: 9, training_days: days });
  });

  it.each([
    ['7d', 640 + 640 + 660 + 550],
    ['30d', 2490 + 600 + 400 + 640],
    ['6m', 4130 + 560],
    ['1y', 5190],
    ['all', 5190],
  ] as const)('period %s: answers the volume of the sets in the period (%i kg) beside the all-time volume', async (period, volume) => {
    expect((await dashboard(`?period=${period}`)).totals).toMatchObject({ volume: 5190, period_volume: volume });
  });

  it('names the set and the day that set each record', async () => {
    expect(machine(await dashboard(), bench.id).records).toEqual(records(recordSet(0, 82.5, 8)));
    expect(machine(await dashboard(), squat.id).records!.max_weight_set.date).toBe(day(-5));
  });

  /** The oracle of a sparkline: per span (the answer's) the best set by e1RM, the first logged on a tie, oldest first. */
  const bestPerSpan = (answer: Dashboard, start: string, logged: readonly { date: string; weight: number; reps: number }[]) => {
    const { unit, length } = answer.sparkline_span;
    const months = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7));
    const spanOf = (date: string) => Math.min(11, Math.floor((unit === 'day' ? dayNumber(date) - dayNumber(start) : months(date) - months(start)) / length));
    const best = new Map<number, { date: string; weight: number; reps: number }>();
    for (const set of [...logged].filter((candidate) => candidate.date >= start).sort((a, b) => a.date.localeCompare(b.date))) {
      const kept = best.get(spanOf(set.date));
      if (!kept || estimatedOneRepMax(set.weight, set.reps) > estimatedOneRepMax(kept.weight, kept.reps)) best.set(spanOf(set.date), set);
    }
    return [...best].sort(([a], [b]) => a - b).map(([, { date, weight, reps }]) => ({ date, weight, reps }));
  };
  const benchDays = () => [point(-40, 70, 8), point(-20, 75, 8), point(-10, 80, 8), point(-3, 80, 8), point(0, 82.5, 8)];

  it.each([
    ['6m', { unit: 'day', length: 16 }, subtractMonths(T, 6), [point(-5, 110, 5)]],
    ['1y', { unit: 'day', length: 31 }, subtractMonths(T, 12), [point(-200, 100, 5), point(-5, 110, 5)]],
    ['all', { unit: 'month', length: 1 }, `${day(-200).slice(0, 7)}-01`, [point(-200, 100, 5), point(-5, 110, 5)]],
  ] as const)(
    'period %s: a point per span of %j with training, its best set, oldest first; records and totals as ever',
    async (period, span, start, squatDays) => {
      const body = await dashboard(`?period=${period}`);
      expect(body.sparkline_span).toEqual(span);
      const withRecord = (points: ReturnType<typeof bestPerSpan>, record: { date: string }) =>
        points.map((kept) => (kept.date === record.date ? { ...kept, record: true } : kept));
      expect(pointsOf(machine(body, bench.id))).toEqual(withRecord(bestPerSpan(body, start, benchDays()), point(0, 0, 0)));
      // The change runs from the first training day in the period (T−40, 70 × 8) to the last (T, 82.5 × 8),
      // not from the best of the first span, so it does not depend on where today falls.
      expect(machine(body, bench.id).change_percent).toBe(18);
      expect(pointsOf(machine(body, squat.id))).toEqual(withRecord(bestPerSpan(body, start, squatDays), point(-5, 0, 0)));
      expect(body.totals).toMatchObject({ workouts: 9, volume: 5190 });
      expect(machine(body, bench.id).records).toEqual(records(recordSet(0, 82.5, 8)));
    },
  );

  it('reads the same change at 30D and All when every training lies within 30 days (All drew month points)', async () => {
    const lifter = await signIn(testApp, 'same-change-dashboard@example.com');
    const row = await createMachine(lifter.agent, 'Rudern');
    // e1RM 76 on the first day, 91.8 on the last: +21 %; the days between would start a month's best higher.
    for (const [offset, weight] of [
      [-28, 60],
      [-27, 65],
      [-26, 66],
      [-1, 70],
      [0, 72.5],
    ] as const) {
      await logSet(lifter.agent, row.id, { max_weight: weight, reps: 8, date: day(offset) });
    }
    const change = async (period: string) =>
      ((await lifter.agent.get(`/api/dashboard?period=${period}`)).body as { machines: DashboardMachine[] }).machines[0]!.change_percent;
    expect(await change('30d')).toBe(21);
    expect(await change('all')).toBe(21);
    expect(await change('1y')).toBe(21);
  });

  it('cuts the all-time sparkline into months for a year, and into longer spans from the first training month on', async () => {
    const lifter = await signIn(testApp, 'spans-dashboard@example.com');
    const row = await createMachine(lifter.agent, 'Rudern');
    const allTime = async () => (await lifter.agent.get('/api/dashboard?period=all')).body as Dashboard;
    await logSet(lifter.agent, row.id, { max_weight: 60, reps: 8, date: T });
    await logSet(lifter.agent, row.id, { max_weight: 50, reps: 8, date: `${subtractMonths(T, 11).slice(0, 7)}-01` });
    expect((await allTime()).sparkline_span).toEqual({ unit: 'month', length: 1 });
    // Logged after the others, a day earlier: the first training day is the earliest date, not the first logged.
    await logSet(lifter.agent, row.id, { max_weight: 50, reps: 8, date: addDays(`${subtractMonths(T, 11).slice(0, 7)}-01`, -1) });
    expect((await allTime()).sparkline_span).toEqual({ unit: 'month', length: 2 });
    expect((await allTime()).machines[0]!.sparkline.dates).toHaveLength(2);
  });

  it("keeps each span's best set as its point over a long history: at most 12 in every period, the record among them and marked", async () => {
    const lifter = await signIn(testApp, 'history-dashboard@example.com');
    const press = await createMachine(lifter.agent, 'Schulterdrücken');
    const logged: { date: string; weight: number; reps: number; order: number }[] = [];
    for (let index = 0; index < 180; index++) {
      // Two sets on most days, the weights going up and down, so a span's best is rarely its last day's.
      const set = { date: day(-index * 3), weight: 40 + ((index * 37) % 50), reps: 1 + ((index * 7) % 10) };
      logged.push({ ...set, order: logged.length });
      await logSet(lifter.agent, press.id, { max_weight: set.weight, reps: set.reps, date: set.date });
      if (index % 4 !== 0) {
        const second = { ...set, weight: set.weight - 2.5, reps: set.reps + 2 };
        logged.push({ ...second, order: logged.length });
        await logSet(lifter.agent, press.id, { max_weight: second.weight, reps: second.reps, date: second.date });
      }
    }
    const reachedFirst = [...logged].sort((a, b) => a.date.localeCompare(b.date) || a.order - b.order);
    const e1rm = (set: { weight: number; reps: number }) => estimatedOneRepMax(set.weight, set.reps);
    const record = reachedFirst.reduce((best, set) => (e1rm(set) > e1rm(best) ? set : best));
    for (const [period, since] of [
      ['7d', addDays(T, -6)],
      ['30d', addDays(T, -29)],
      ['6m', subtractMonths(T, 6)],
      ['1y', subtractMonths(T, 12)],
      ['all', `${reachedFirst[0]!.date.slice(0, 7)}-01`],
    ] as const) {
      const body = (await lifter.agent.get(`/api/dashboard?period=${period}`)).body as Dashboard;
      const points = pointsOf(body.machines[0]!);
      expect(points.length).toBeLessThanOrEqual(12);
      expect(points.map(({ date, weight, reps }) => ({ date, weight, reps }))).toEqual(bestPerSpan(body, since, reachedFirst));
      // Whatever the period, the exercise's record is a point of it and marked, when it lies in the period.
      const marked = points.filter((point) => point.record);
      expect(marked).toEqual(record.date >= since ? [{ date: record.date, weight: record.weight, reps: record.reps, record: true }] : []);
    }
  });

  it.each([
    ['Brust', ['Bankdrücken']],
    ['Beine', ['Kniebeuge']],
    ['Arme', []],
    ['Ohne Kategorie', ['Plank']],
    ['Alle', ['Bankdrücken', 'Kniebeuge', 'Plank']],
  ])('category %s lists %j', async (category, names) => {
    const body = await dashboard(`?category=${encodeURIComponent(category)}`);
    expect(body.category).toBe(category);
    expect(body.machines.map((candidate) => candidate.name)).toEqual(names);
  });

  it.each([['?period=90d'], ['?period=30D'], ['?category=Zehen'], ['?category=brust'], ['?period=7d&period=30d'], ['?sort=name']])(
    'refuses %s with 400',
    async (query) => {
      const response = await user.agent.get(`/api/dashboard${query}`);
      expect(response.status).toBe(400);
      expect(response.body.error).toBe('Bad Request');
    },
  );

  it("shows nothing of another user's", async () => {
    const other = await signIn(testApp, 'other-dashboard@example.com');
    const body = (await other.agent.get('/api/dashboard?period=all')).body;
    expect(body.totals).toMatchObject({ workouts: 0, volume: 0 });
    expect(body.machines).toEqual([]);
  });

  it('follows deletions and edits: points, change, latest, records and totals', async () => {
    await user.agent.delete(`/api/workouts/${sets.b0!.id}`);
    let body = await dashboard();
    expect(body.totals).toMatchObject({ workouts: 8, volume: 5190 - 660 });
    expect(machine(body, bench.id)).toMatchObject({
      latest: { id: sets.b3b!.id, max_weight: 64, reps: 10, date: day(-3), personal_records: [] }, // logged after 80×8 the same day
      change_percent: 7, // (101.3 − 95) / 95 = 6.67, rounded
      records: records(recordSet(-20, 80, 5), recordSet(-10, 80, 8), recordSet(-10, 80, 8)),
      entry_count: 6,
    });
    expect(pointsOf(machine(body, bench.id))).toEqual([point(-20, 75, 8), point(-10, 80, 8, true), point(-3, 80, 8)]);
    const recordsOf = async () =>
      Object.fromEntries(
        (await user.agent.get('/api/workouts').query({ filter: JSON.stringify({ machine_id: bench.id }) })).body.map(
          (entry: { id: string; personal_records: string[] }) => [entry.id, entry.personal_records],
        ),
      );
    // 80 kg was first reached on T−20 (80×5); 640 first on T−10.
    expect(await recordsOf()).toMatchObject({ [sets.b20b!.id]: ['weight'], [sets.b10!.id]: ['e1rm', 'volume'], [sets.b3a!.id]: [] });

    await user.agent.put(`/api/workouts/${sets.b20a!.id}`).send({ reps: 10 }); // 75×10: 750 kg, e1RM 100
    body = await dashboard();
    expect(body.totals).toMatchObject({ workouts: 8, volume: 5190 - 660 + 150 });
    expect(machine(body, bench.id)).toMatchObject({
      change_percent: 1, // (101.3 − 100) / 100 = 1.33, rounded
      records: records(recordSet(-20, 80, 5), recordSet(-10, 80, 8), recordSet(-20, 75, 10)),
    });
    expect(pointsOf(machine(body, bench.id))).toEqual([point(-20, 75, 10), point(-10, 80, 8, true), point(-3, 80, 8)]);

    // Moving the only set of T−10 to T−3 removes that day's point; it ties the best of T−3 and was logged first.
    await user.agent.put(`/api/workouts/${sets.b10!.id}`).send({ date: day(-3) });
    body = await dashboard();
    expect(pointsOf(machine(body, bench.id))).toEqual([point(-20, 75, 10), point(-3, 80, 8, true)]);
  });
});
