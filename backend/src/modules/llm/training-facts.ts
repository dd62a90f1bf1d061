import type { Category } from './categories.js';
import { CATEGORIES } from './categories.js';
import { estimatedOneRepMax, roundToOneDecimal, setVolume } from '../workouts/index.js';

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
}

export type RecordKind = 'weight' | 'e1rm' | 'volume';

export interface ExerciseFacts {
  machineId: string;
  name: string;
  categories: Category[];
  entryCount: number;
  first: SetFact;
  latest: SetFact;
  bestWeight: number;
  bestE1rm: number;
  bestVolume: number;
  /** The best set (by estimated one-rep max) of each training day, oldest first, at most 12. */
  sessions: SetFact[];
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
}

export interface FactsInput {
  today: string;
  userName: string | null;
  profile: TrainingFacts['profile'];
  machines: readonly { id: string; name: string; categories: readonly string[] }[];
  /** `sequence` orders sets of the same day by when they were logged. */
  entries: readonly { id: string; machineId: string; weight: number; reps: number; date: string; sequence: number }[];
}

const SESSIONS_PER_EXERCISE = 12;

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
    // The best set of each day by the dashboard's rule: heaviest e1RM, the first logged on a tie.
    const perDay = new Map<string, SetFact & { sequence: number }>();
    for (const set of machineSets) {
      const dayBest = perDay.get(set.date);
      if (!dayBest || estimatedOneRepMax(set.weight, set.reps) > estimatedOneRepMax(dayBest.weight, dayBest.reps)) perDay.set(set.date, set);
    }
    const first = machineSets[0]!;
    const latest = machineSets.at(-1)!;
    return {
      machineId: first.machineId,
      name: first.machine,
      categories: first.categories,
      entryCount: machineSets.length,
      first: strip(first),
      latest: strip(latest),
      bestWeight: best(machineSets, (set) => set.weight),
      bestE1rm: roundToOneDecimal(best(machineSets, (set) => estimatedOneRepMax(set.weight, set.reps))),
      bestVolume: best(machineSets, (set) => setVolume(set.weight, set.reps)),
      sessions: [...perDay.values()].slice(-SESSIONS_PER_EXERCISE).map(strip),
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
  };
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
