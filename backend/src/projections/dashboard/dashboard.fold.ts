import type { MachineSummary, RankedSet } from '../../modules/workouts/rules/performance.js';
import { addToSummary, summarise } from '../../modules/workouts/rules/performance.js';
import type { EntryChange, EntryCopyRules, EntryFold } from '../batch/entry-fold.js';

/**
 * What a batch does to the dashboard's aggregates, worked out from the sets it changed (pure,
 * no I/O). Every aggregate is a function of the sets that are not deleted: the user's totals
 * (count and volume), a chart point per machine and day (the day's best set), a summary per
 * machine (count, latest set, records). So the batch needs only each changed set's row before
 * and after it, plus, per machine, whether it was deleted and what came last.
 */
export interface DashboardEntryRow {
  entryId: string;
  userId: string;
  machineId: string;
  date: string;
  /** Log position of the WorkoutLogged event: orders sets of one day. */
  seq: number;
  maxWeight: number | string;
  reps: number;
  deleted: boolean;
  version: number;
}

export const dashboardEntryRules: EntryCopyRules<DashboardEntryRow> = {
  isDeleted: (row) => row.deleted,
  logged: (data, event) => ({
    entryId: data.entryId,
    userId: data.userId,
    machineId: data.machineId,
    date: data.date,
    seq: event.position,
    maxWeight: data.maxWeight,
    reps: data.reps,
    deleted: false,
    version: event.streamVersion,
  }),
  edited: (row, data, version) => ({ ...row, date: data.date, maxWeight: data.maxWeight, reps: data.reps, version }),
  deleted: (row, _data, version) => ({ ...row, deleted: true, version }),
  deletedWithMachine: (row) => ({ ...row, deleted: true }),
};

const counts = (row: DashboardEntryRow | undefined): row is DashboardEntryRow => !!row && !row.deleted;

/** A set entering (+1) or leaving (−1) a user's totals; SQL adds up the volumes exactly. */
export interface TotalsTerm {
  userId: string;
  maxWeight: number | string;
  reps: number;
  sign: 1 | -1;
}

export function totalsTerms(changes: Iterable<EntryChange<DashboardEntryRow>>): TotalsTerm[] {
  const terms: TotalsTerm[] = [];
  for (const { before, after } of changes) {
    if (counts(before)) terms.push({ userId: before.userId, maxWeight: before.maxWeight, reps: before.reps, sign: -1 });
    if (counts(after)) terms.push({ userId: after.userId, maxWeight: after.maxWeight, reps: after.reps, sign: 1 });
  }
  return terms;
}

/** Users the batch logged a new set for: `apply` creates their totals row on the first one. */
export function usersWithNewSets(changes: Iterable<EntryChange<DashboardEntryRow>>): string[] {
  const users = new Set<string>();
  for (const { before, after } of changes) if (!before) users.add(after.userId);
  return [...users];
}

export interface DayKey {
  machineId: string;
  date: string;
}

/**
 * Where `apply` last rebuilt an aggregate from scratch during the batch, by log position: a day's
 * point after an edit or deletion of one of its sets (the days an edit moves a set from and to),
 * a machine's summary after an edit or deletion of one of its sets; a machine's deletion removes
 * both. Those rebuilds write numbers computed in JavaScript; merging a logged set copies them from
 * its row. Which of the two wrote last shows in the stored numerics (660 or 660.0), so the batch
 * path replays the same two steps: rebuild from the sets there were at that moment (logged before
 * it), then merge the sets logged after it.
 */
export interface Rewrites {
  days: Map<string, number>;
  machines: Map<string, number>;
}

export const dayKey = (row: { machineId: string; date: string }) => `${row.machineId}|${row.date}`;

export function rewritesOf(fold: EntryFold<DashboardEntryRow>): Rewrites {
  const days = new Map<string, number>();
  const machines = new Map<string, number>();
  for (const { position, before, after } of fold.applied) {
    days.set(dayKey(before), position);
    if (counts(after)) days.set(dayKey(after), position);
    machines.set(before.machineId, position);
  }
  for (const [machineId, position] of fold.machineDeletions) {
    machines.set(machineId, Math.max(machines.get(machineId) ?? 0, position));
    for (const { before, after } of fold.changes.values()) {
      for (const row of [before, after]) {
        if (row && row.machineId === machineId) days.set(dayKey(row), Math.max(days.get(dayKey(row)) ?? 0, position));
      }
    }
  }
  return { days, machines };
}

/** A day whose point `apply` rebuilt last at `position`: from the sets logged before it. */
export interface RewrittenDay extends DayKey {
  position: number;
}

export interface DayPlan {
  rewritten: RewrittenDay[];
  /** Sets to merge into their day's point as logged sets: those logged after its last rebuild. */
  arrived: DashboardEntryRow[];
}

export function planDays(fold: EntryFold<DashboardEntryRow>, rewrites: Rewrites): DayPlan {
  const rewritten = [...rewrites.days].map(([key, position]) => {
    const [machineId, date] = key.split('|') as [string, string];
    return { machineId, date, position };
  });
  const arrived: DashboardEntryRow[] = [];
  for (const { after } of fold.changes.values()) {
    const rebuilt = rewrites.days.get(dayKey(after));
    if (counts(after) && (rebuilt === undefined || after.seq > rebuilt)) arrived.push(after);
  }
  return { rewritten, arrived };
}

/**
 * Logged sets to merge into a machine summary, as `apply` merges each: the count grows by one per
 * set, the latest set and each record go to a set that beats the holder.
 */
export interface SummaryMerge {
  machineId: string;
  userId: string;
  candidates: MachineSummary;
  /** The candidates' rows by entry id: their weight and reps. */
  arrived: Map<string, DashboardEntryRow>;
}

/**
 * A machine whose summary `apply` rebuilt last at `position` (after an edit or deletion of a
 * set): rebuilt from the sets it had then, those logged before `position`. Those are the summary
 * before the batch less `removed` plus `kept` (what was logged or edited before), unless a set
 * that left held a record (or the machine was deleted in the batch): then they are read back.
 */
export interface RewrittenMachine {
  machineId: string;
  userId: string;
  position: number;
  removed: Set<string>;
  kept: DashboardEntryRow[];
  readBack: boolean;
}

export interface MachinePlan {
  /** Machines whose summary row goes: deleted in the batch (and last), or before new sets came. */
  deleted: string[];
  rewritten: RewrittenMachine[];
  /** In order after the rewrites: the sets logged after each machine's last rebuild. */
  merges: SummaryMerge[];
}

export function toRankedSet(row: Pick<DashboardEntryRow, 'entryId' | 'date' | 'seq' | 'maxWeight' | 'reps'>): RankedSet {
  return { entryId: row.entryId, date: row.date, seq: row.seq, maxWeight: Number(row.maxWeight), reps: row.reps };
}

export function planMachines(fold: EntryFold<DashboardEntryRow>, rewrites: Rewrites): MachinePlan {
  const byMachine = new Map<string, EntryChange<DashboardEntryRow>[]>();
  for (const change of fold.changes.values()) {
    const changes = byMachine.get(change.after.machineId);
    if (changes) changes.push(change);
    else byMachine.set(change.after.machineId, [change]);
  }
  const plan: MachinePlan = { deleted: [], rewritten: [], merges: [] };
  const merge = (machineId: string, userId: string, sets: DashboardEntryRow[]) =>
    plan.merges.push({ machineId, userId, candidates: summarise(sets.map(toRankedSet)), arrived: new Map(sets.map((row) => [row.entryId, row])) });

  for (const [machineId, last] of fold.lastTouch) {
    const deletedAt = fold.machineDeletions.get(machineId);
    if (last === 'machine-deleted') {
      plan.deleted.push(machineId);
      continue;
    }
    const changes = byMachine.get(machineId) ?? [];
    const userId = changes[0]!.after.userId;
    const active = changes.map((change) => change.after).filter(counts);
    const position = rewrites.machines.get(machineId);
    if (position === undefined) {
      merge(machineId, userId, active);
    } else if (position === deletedAt) {
      plan.deleted.push(machineId);
      merge(machineId, userId, active);
    } else {
      const removed = new Set(changes.flatMap((change) => (counts(change.before) ? [change.before.entryId] : [])));
      plan.rewritten.push({ machineId, userId, position, removed, kept: active.filter((row) => row.seq < position), readBack: deletedAt !== undefined });
      merge(machineId, userId, active.filter((row) => row.seq > position));
    }
  }
  return plan;
}

/** Whether a summary's record or latest set is held by one of the removed sets. */
export function holderRemoved(summary: MachineSummary, removed: ReadonlySet<string>): boolean {
  return [summary.latest, summary.weight, summary.e1rm, summary.volume].some((holder) => !!holder && removed.has(holder.entryId));
}

/** The summary after dropping sets that held nothing and adding others, as a rebuild would find it. */
export function withoutAndWith(summary: MachineSummary, removedCount: number, added: readonly DashboardEntryRow[]): MachineSummary {
  return added.map(toRankedSet).reduce(addToSummary, { ...summary, entryCount: summary.entryCount - removedCount });
}
