import type { Category } from '../../common/exercise-categories.js';
import { CATEGORIES } from '../../common/exercise-categories.js';
import { APP_TIME_ZONE } from '../../common/berlin-date.js';
import { addDays, berlinDate, bestSetOfDay, estimatedOneRepMax, mondayOf, roundToOneDecimal, setVolume } from '../workouts/index.js';

/** One logged set, as the coach talks about it. */
export interface SetFact {
  entryId: string;
  machineId: string;
  machine: string;
  categories: Category[];
  weight: number;
  reps: number;
  /** yyyy-MM-dd, the training day the user chose. */
  date: string;
  /** How hard the set felt (6–10 in half steps), only where the lifter gave one. */
  rpe?: number;
}

/**
 * One of the lifter's trainings (the `trainings` read model: an imported session or a guided
 * training): what it was called, when it began in Berlin, how long it took, and its sets.
 */
export interface TrainingFact {
  title: string;
  /** yyyy-MM-dd in Berlin, the day it began. */
  date: string;
  /** HH:mm in Berlin. */
  time: string;
  /** Null when the training has no duration (an export without an end). */
  durationMin: number | null;
  /** Sets that count: every set of the training but its warm-ups. */
  workSets: number;
  warmupSets: number;
}

/** Warm-up sets of one exercise on one day: they count in no other figure, so they are kept apart. */
export interface WarmupFact {
  machineId: string;
  machine: string;
  date: string;
  sets: number;
}

export type RecordKind = 'weight' | 'e1rm' | 'volume';

export interface ExerciseFacts {
  machineId: string;
  name: string;
  categories: Category[];
  entryCount: number;
  first: SetFact;
  /** The best set (by estimated one-rep max) of the exercise's first training day: where its progress is measured from. */
  firstDayBest: SetFact;
  latest: SetFact;
  bestWeight: number;
  bestE1rm: number;
  bestVolume: number;
  /** The first set to reach each best (the dashboard's record holders), for the date it happened. */
  recordSets: Record<RecordKind, SetFact>;
  /** The best set (by estimated one-rep max) of each training day, oldest first, at most 12. */
  sessions: SetFact[];
  /** Every set of the exercise's last training day, in the order logged. */
  lastDaySets: SetFact[];
}

/** What the user did within some calendar days. */
export interface PeriodFacts {
  /** yyyy-MM-dd, both included. */
  from: string;
  to: string;
  sets: number;
  reps: number;
  volume: number;
  /** Distinct training days. */
  days: number;
  /** Per exercise, most sets first. */
  exercises: { name: string; sets: number; volume: number }[];
  /** Sets per category (a set of an exercise with two categories counts for both). */
  setsByCategory: Partial<Record<Category, number>>;
}

export type CalendarPeriod = 'today' | 'yesterday' | 'week' | 'last_week' | 'month' | 'last_month';

/**
 * The user's current training plan (spec §4's selected plan), for the coach to answer from; null
 * when the user has none. `TrainingFactsQuery` fills it with the training-plans context's rules.
 */
export interface PlanFacts {
  name: string;
  days: { number: number; name: string; exercises: { name: string; sets: number | null; reps: string | null }[] }[];
  /** The day that is due next, after the last completed one. */
  nextDayNumber: number | null;
  /** The plan's last completed day (the guided training's "Zuletzt"). */
  lastCompletedDayNumber: number | null;
  /** yyyy-MM-dd: when the user last finished a training day (of any plan). */
  lastTrainingDate: string | null;
  /** The names of the user's other plans, newest first. */
  otherPlans: string[];
}

/** The lifter's account: the Hanteln on it, the weekly streak and the streak freezes left. */
export interface AccountFacts {
  hanteln: number;
  streakWeeks: number;
  freezesLeft: number;
}

/**
 * Everything the coach may know about one user: their own numbers, never anyone else's. Built by
 * the agents module from the read models; both language-model implementations read only this.
 */
export interface TrainingFacts {
  /** yyyy-MM-dd in the app's time zone, Europe/Berlin. */
  today: string;
  userName: string | null;
  profile: {
    goal: string | null;
    experience: string | null;
    frequency: string | null;
    focusAreas: string[];
    bodyWeight: number | null;
  };
  totalEntries: number;
  latest: SetFact | null;
  /** Records the latest set set, and what the best was before it. */
  latestRecords: { kind: RecordKind; value: number; previous: number | null }[];
  /** Distinct training days among today and the six days before. */
  sessionsLast7Days: number;
  volumeLast7Days: number;
  volumePrevious7Days: number;
  exercisesLast7Days: number;
  /** Newest activity first. */
  exercises: ExerciseFacts[];
  /** Last training day per category. */
  lastTrainedByCategory: Partial<Record<Category, string>>;
  /** Calendar periods: this week is Monday to today, this month the 1st to today. */
  periods: Record<CalendarPeriod, PeriodFacts>;
  /** Distinct training days among today and the 27 days before. */
  sessionsLast28Days: number;
  /** Monday-to-Sunday weeks in a row with training, up to this week (or last week, while this one has none yet). */
  trainingWeeksInARow: number;
  plan: PlanFacts | null;
  /** Every set, oldest first: counts over any range the lifter names. Work sets only: warm-ups are in `warmups`. */
  sets: SetFact[];
  /** Warm-up sets per exercise and day, oldest first. */
  warmups: WarmupFact[];
  /** The newest trainings, newest first, at most `RECENT_TRAININGS`. */
  trainings: TrainingFact[];
  /** How many trainings the lifter has in all. */
  trainingCount: number;
  /** Null where the account was not read (the analysis needs none). */
  account: AccountFacts | null;
  /** The interface language the user chose: with English, the coach answers in English. */
  language: 'de' | 'en';
}

export interface FactsInput {
  today: string;
  userName: string | null;
  profile: TrainingFacts['profile'];
  machines: readonly { id: string; name: string; categories: readonly string[] }[];
  /** The work sets (no warm-ups); `sequence` orders sets of the same day by when they were logged. */
  entries: readonly { id: string; machineId: string; weight: number; reps: number; date: string; sequence: number; rpe?: number | null }[];
  /** Warm-up sets counted per exercise and day. */
  warmups?: readonly { machineId: string; date: string; sets: number }[];
  /** The newest trainings, newest first; `startedAt` is an ISO instant. */
  trainings?: readonly { title: string; startedAt: string; durationMin: number | null; workSets: number; warmupSets: number }[];
  /** All of the lifter's trainings, when more than `trainings` lists. */
  trainingCount?: number;
  plan?: PlanFacts | null;
  account?: AccountFacts | null;
  language?: 'de' | 'en';
}

const SESSIONS_PER_EXERCISE = 12;
/** The trainings the coach knows by name: enough for "my last trainings", few enough for a prompt. */
export const RECENT_TRAININGS = 20;

const berlinTime = new Intl.DateTimeFormat('en-GB', { timeZone: APP_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Derives the coach's facts from a user's machines and entries (pure, so it is tested without a database). */
export function buildTrainingFacts(input: FactsInput): TrainingFacts {
  const machines = new Map(input.machines.map((machine) => [machine.id, { name: machine.name, categories: machine.categories.filter(isKnownCategory) }]));
  const sets: (SetFact & { sequence: number })[] = input.entries
    .filter((entry) => machines.has(entry.machineId))
    .map((entry) => {
      const machine = machines.get(entry.machineId)!;
      return {
        entryId: entry.id,
        machineId: entry.machineId,
        machine: machine.name,
        categories: machine.categories,
        weight: entry.weight,
        reps: entry.reps,
        date: entry.date,
        sequence: entry.sequence,
        ...(entry.rpe === null || entry.rpe === undefined ? {} : { rpe: entry.rpe }),
      };
    })
    // yyyy-MM-dd and ids compare by code unit, which is their order too, at a fraction of localeCompare's cost.
    .sort((a, b) => byCodeUnit(a.date, b.date) || a.sequence - b.sequence || byCodeUnit(a.entryId, b.entryId));

  const weekStart = shiftDate(input.today, -6);
  const previousStart = shiftDate(input.today, -13);
  const previousEnd = shiftDate(input.today, -7);
  const inWindow = (date: string, from: string, to: string) => date >= from && date <= to;
  const thisWeek = sets.filter((set) => inWindow(set.date, weekStart, input.today));
  const previousWeek = sets.filter((set) => inWindow(set.date, previousStart, previousEnd));

  const byMachine = new Map<string, (SetFact & { sequence: number })[]>();
  for (const set of sets) {
    const machineSets = byMachine.get(set.machineId);
    if (machineSets) machineSets.push(set);
    else byMachine.set(set.machineId, [set]);
  }
  const exercises: ExerciseFacts[] = [...byMachine.values()].map((machineSets) => {
    const perDay = new Map<string, (SetFact & { sequence: number })[]>();
    for (const set of machineSets) {
      const daySets = perDay.get(set.date);
      if (daySets) daySets.push(set);
      else perDay.set(set.date, [set]);
    }
    const first = machineSets[0]!;
    const latest = machineSets.at(-1)!;
    const recordSets = {
      weight: firstBest(machineSets, (set) => set.weight),
      e1rm: firstBest(machineSets, (set) => roundToOneDecimal(estimatedOneRepMax(set.weight, set.reps))),
      volume: firstBest(machineSets, (set) => setVolume(set.weight, set.reps)),
    };
    return {
      machineId: first.machineId,
      name: first.machine,
      categories: first.categories,
      entryCount: machineSets.length,
      first: strip(first),
      firstDayBest: strip(bestOfDay(perDay.get(first.date)!)),
      latest: strip(latest),
      bestWeight: recordSets.weight.weight,
      bestE1rm: roundToOneDecimal(estimatedOneRepMax(recordSets.e1rm.weight, recordSets.e1rm.reps)),
      bestVolume: setVolume(recordSets.volume.weight, recordSets.volume.reps),
      recordSets: { weight: strip(recordSets.weight), e1rm: strip(recordSets.e1rm), volume: strip(recordSets.volume) },
      sessions: [...perDay.values()].slice(-SESSIONS_PER_EXERCISE).map((daySets) => strip(bestOfDay(daySets))),
      lastDaySets: machineSets.filter((set) => set.date === latest.date).map(strip),
    };
  });
  const order = new Map(sets.map((set, index) => [set.entryId, index]));
  exercises.sort((a, b) => order.get(b.latest.entryId)! - order.get(a.latest.entryId)!);

  const latest = sets.at(-1) ?? null;
  const latestRecords: TrainingFacts['latestRecords'] = [];
  if (latest) {
    const earlier = byMachine.get(latest.machineId)!.filter((set) => set !== latest);
    const measures: [RecordKind, (set: SetFact) => number][] = [
      ['weight', (set) => set.weight],
      ['e1rm', (set) => roundToOneDecimal(estimatedOneRepMax(set.weight, set.reps))],
      ['volume', (set) => setVolume(set.weight, set.reps)],
    ];
    for (const [kind, measure] of measures) {
      const previous = earlier.length > 0 ? best(earlier, measure) : null;
      if (previous === null || measure(latest) > previous) latestRecords.push({ kind, value: measure(latest), previous });
    }
  }

  const lastTrainedByCategory: TrainingFacts['lastTrainedByCategory'] = {};
  for (const set of sets) {
    if (set.date > input.today) continue;
    for (const category of set.categories) lastTrainedByCategory[category] = set.date;
  }

  const monday = mondayOf(input.today);
  const firstOfMonth = `${input.today.slice(0, 8)}01`;
  const firstOfLastMonth = `${addDays(firstOfMonth, -1).slice(0, 8)}01`;
  const ranges: Record<CalendarPeriod, [string, string]> = {
    today: [input.today, input.today],
    yesterday: [addDays(input.today, -1), addDays(input.today, -1)],
    week: [monday, input.today],
    last_week: [addDays(monday, -7), addDays(monday, -1)],
    month: [firstOfMonth, input.today],
    last_month: [firstOfLastMonth, addDays(firstOfMonth, -1)],
  };
  const periods = Object.fromEntries(Object.entries(ranges).map(([period, [from, to]]) => [period, summarisePeriod(sets, from, to)])) as Record<
    CalendarPeriod,
    PeriodFacts
  >;
  const since28 = shiftDate(input.today, -27);
  const trainings = [...(input.trainings ?? [])].sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt)).map(toTrainingFact);

  return {
    today: input.today,
    userName: input.userName,
    profile: input.profile,
    totalEntries: sets.length,
    latest: latest ? strip(latest) : null,
    latestRecords,
    sessionsLast7Days: new Set(thisWeek.map((set) => set.date)).size,
    volumeLast7Days: Math.round(thisWeek.reduce((sum, set) => sum + set.weight * set.reps, 0)),
    volumePrevious7Days: Math.round(previousWeek.reduce((sum, set) => sum + set.weight * set.reps, 0)),
    exercisesLast7Days: new Set(thisWeek.map((set) => set.machineId)).size,
    exercises,
    lastTrainedByCategory,
    periods,
    sessionsLast28Days: new Set(sets.filter((set) => inWindow(set.date, since28, input.today)).map((set) => set.date)).size,
    trainingWeeksInARow: weeksInARow(sets, input.today),
    plan: input.plan ?? null,
    sets: sets.map(strip),
    warmups: (input.warmups ?? [])
      .filter((warmup) => machines.has(warmup.machineId) && warmup.sets > 0)
      .map((warmup) => ({ machineId: warmup.machineId, machine: machines.get(warmup.machineId)!.name, date: warmup.date, sets: warmup.sets }))
      .sort((a, b) => byCodeUnit(a.date, b.date) || byCodeUnit(a.machine, b.machine)),
    trainings: trainings.slice(0, RECENT_TRAININGS),
    trainingCount: Math.max(input.trainingCount ?? 0, trainings.length),
    account: input.account ?? null,
    language: input.language ?? 'de',
  };
}

/** A training as the coach talks about it: its start as a Berlin day and time. */
function toTrainingFact(training: NonNullable<FactsInput['trainings']>[number]): TrainingFact {
  const start = new Date(training.startedAt);
  return {
    title: training.title,
    date: berlinDate(start),
    time: berlinTime.format(start),
    durationMin: training.durationMin,
    workSets: training.workSets,
    warmupSets: training.warmupSets,
  };
}

/** Warm-up sets within [from, to] (yyyy-MM-dd, both included), of one exercise or of all. */
export function warmupSetsBetween(warmups: readonly WarmupFact[], from: string, to: string, machineId?: string): number {
  let count = 0;
  for (const warmup of warmups) {
    if (warmup.date >= from && warmup.date <= to && (machineId === undefined || warmup.machineId === machineId)) count += warmup.sets;
  }
  return count;
}

function weeksInARow(sets: readonly SetFact[], today: string): number {
  const weeks = new Set(sets.filter((set) => set.date <= today).map((set) => mondayOf(set.date)));
  let week = mondayOf(today);
  if (!weeks.has(week)) week = addDays(week, -7);
  let count = 0;
  while (weeks.has(week)) {
    count++;
    week = addDays(week, -7);
  }
  return count;
}

/** Sets, volume and days within [from, to] (yyyy-MM-dd, both included). */
export function summarisePeriod(sets: readonly SetFact[], from: string, to: string): PeriodFacts {
  const inside = sets.filter((set) => set.date >= from && set.date <= to);
  const byExercise = new Map<string, { name: string; sets: number; volume: number }>();
  const setsByCategory: Partial<Record<Category, number>> = {};
  let volume = 0;
  let reps = 0;
  for (const set of inside) {
    const exerciseVolume = setVolume(set.weight, set.reps);
    volume += exerciseVolume;
    reps += set.reps;
    const summary = byExercise.get(set.machineId) ?? { name: set.machine, sets: 0, volume: 0 };
    summary.sets += 1;
    summary.volume += exerciseVolume;
    byExercise.set(set.machineId, summary);
    for (const category of set.categories) setsByCategory[category] = (setsByCategory[category] ?? 0) + 1;
  }
  return {
    from,
    to,
    sets: inside.length,
    reps,
    volume: Math.round(volume),
    days: new Set(inside.map((set) => set.date)).size,
    exercises: [...byExercise.values()].sort((a, b) => b.sets - a.sets || b.volume - a.volume),
    setsByCategory,
  };
}

/** The best set of a training day by the workouts context's rule, the dashboard's too. */
function bestOfDay(daySets: readonly (SetFact & { sequence: number })[]): SetFact & { sequence: number } {
  return bestSetOfDay(daySets.map((set) => ({ id: set.entryId, seq: set.sequence, max_weight: set.weight, reps: set.reps, set })))!.set;
}

/** The first set (in training order) to reach the highest value of `measure`. */
function firstBest<Item>(sets: readonly Item[], measure: (set: Item) => number): Item {
  let holder = sets[0] as Item;
  let highest = measure(holder);
  for (const set of sets) {
    const value = measure(set);
    if (value > highest) {
      highest = value;
      holder = set;
    }
  }
  return holder;
}

/** The highest value of `measure` over `sets` (not empty); a loop, as a spread of thousands of sets would overflow the stack. */
function best<Set>(sets: readonly Set[], measure: (set: Set) => number): number {
  let highest = -Infinity;
  for (const set of sets) highest = Math.max(highest, measure(set));
  return highest;
}

function byCodeUnit(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function strip(set: SetFact & { sequence?: number }): SetFact {
  const { sequence: _sequence, ...fact } = set;
  return fact;
}

function isKnownCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

/** yyyy-MM-dd plus whole days, in calendar terms (no time zone involved). */
export function shiftDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return shifted.toISOString().slice(0, 10);
}
