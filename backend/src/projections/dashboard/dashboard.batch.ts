import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { MachineSummary, RankedSet } from '../../modules/workouts/rules/performance.js';
import { summarise } from '../../modules/workouts/rules/performance.js';
import type { EntryCopyTable } from '../batch/entry-copies.js';
import { applyToEntryCopies } from '../batch/entry-copies.js';
import type { Column } from '../batch/pg-array.js';
import { byIds, columnArrays, columnNames, columnValues, pgArray, unnestColumns, updateFromExcluded } from '../batch/pg-array.js';
import type { DashboardEntryRow, DayPlan, MachinePlan, RewrittenDay, RewrittenMachine, SummaryMerge, TotalsTerm } from './dashboard.fold.js';
import {
  dashboardEntryRules,
  dayKey,
  holderRemoved,
  planDays,
  planMachines,
  rewritesOf,
  toRankedSet,
  totalsTerms,
  usersWithNewSets,
  withoutAndWith,
} from './dashboard.fold.js';
import { NEWER, beats, holderColumns, takeIf } from './summary-sql.js';

/**
 * The batch path of the dashboard projection: the shared per-entry fold over its copy of the
 * sets, then the aggregates of what changed (planned in dashboard.fold.ts), each in a statement or
 * two: totals moved by the sets that came and went; chart points and machine summaries rebuilt
 * where `apply` rebuilt them (as of that moment), then merged with the sets logged after.
 */
const COLUMNS = [
  ['entry_id', 'uuid', (row) => row.entryId],
  ['user_id', 'uuid', (row) => row.userId],
  ['machine_id', 'uuid', (row) => row.machineId],
  ['date', 'date', (row) => row.date],
  ['seq', 'bigint', (row) => row.seq],
  ['max_weight', 'numeric', (row) => row.maxWeight],
  ['reps', 'int', (row) => row.reps],
  ['deleted', 'boolean', (row) => row.deleted],
  ['version', 'int', (row) => row.version],
] as const satisfies readonly Column<DashboardEntryRow>[];

const dashboardEntriesTable: EntryCopyTable<DashboardEntryRow> = {
  name: 'dashboard_entries',
  key: 'entry_id',
  select: `SELECT entry_id AS "entryId", user_id AS "userId", machine_id AS "machineId", date, seq,
    max_weight::text AS "maxWeight", reps, deleted, version`,
  live: 'NOT deleted',
  columns: COLUMNS,
  entryId: (row) => row.entryId,
  rules: dashboardEntryRules,
};

export async function applyDashboardBatch(db: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const fold = await applyToEntryCopies(db, events, dashboardEntriesTable);
  const changes = [...fold.changes.values()];
  const rewrites = rewritesOf(fold);
  await addToTotals(db, totalsTerms(changes), usersWithNewSets(changes));
  await updatePoints(db, [...fold.machineDeletions.keys()], planDays(fold, rewrites));
  await updateMachines(db, planMachines(fold, rewrites));
}

/** Existing totals move by the sets that came and went; a user's first set creates their row. */
async function addToTotals(db: Queryable, terms: TotalsTerm[], newUsers: string[]): Promise<void> {
  if (terms.length === 0 && newUsers.length === 0) return;
  const columns = [
    ['user_id', 'uuid', (term) => term.userId],
    ['max_weight', 'numeric', (term) => term.maxWeight],
    ['reps', 'int', (term) => term.reps],
    ['sign', 'int', (term) => term.sign],
  ] as const satisfies readonly Column<TotalsTerm>[];
  await db.query(
    `WITH delta AS (
       SELECT user_id, sum(sign)::int AS workouts, sum(max_weight * reps * sign) AS volume FROM ${unnestColumns(columns)} GROUP BY user_id
     ), moved AS (
       UPDATE dashboard_totals t SET workouts = t.workouts + delta.workouts, volume = t.volume + delta.volume
       FROM delta WHERE t.user_id = delta.user_id RETURNING t.user_id
     )
     INSERT INTO dashboard_totals (user_id, workouts, volume)
     SELECT user_id, workouts, volume FROM delta
     WHERE user_id = ANY($5::uuid[]) AND user_id NOT IN (SELECT user_id FROM moved)`,
    [...columnArrays(terms, columnValues(columns)), pgArray(newUsers)],
  );
}

/**
 * A deleted machine's points go. A day whose point `apply` rebuilt gets it back as rebuilt then
 * (best of the sets logged before, by score, then logged first; none if it had none), with the
 * numbers as JavaScript computed them; then each day's best set logged after that takes the point
 * if it beats it, with the numbers copied from its row, as in `apply`.
 */
async function updatePoints(db: Queryable, deletedMachines: string[], { rewritten, arrived }: DayPlan): Promise<void> {
  if (deletedMachines.length > 0) {
    await db.query('DELETE FROM dashboard_points WHERE machine_id = ANY($1::uuid[])', [pgArray(deletedMachines)]);
  }
  if (rewritten.length > 0) await rebuildPoints(db, rewritten);
  if (arrived.length > 0) {
    const sets = [
      ['machine_id', 'uuid', (row) => row.machineId],
      ['date', 'date', (row) => row.date],
      ['user_id', 'uuid', (row) => row.userId],
      ['entry_id', 'uuid', (row) => row.entryId],
      ['seq', 'bigint', (row) => row.seq],
      ['max_weight', 'numeric', (row) => row.maxWeight],
      ['reps', 'int', (row) => row.reps],
    ] as const satisfies readonly Column<DashboardEntryRow>[];
    await db.query(
      `INSERT INTO dashboard_points AS p (machine_id, date, user_id, entry_id, seq, max_weight, reps, score)
       SELECT DISTINCT ON (machine_id, date) machine_id, date, user_id, entry_id, seq, max_weight, reps, max_weight * reps
       FROM ${unnestColumns(sets)} ORDER BY machine_id, date, max_weight * reps DESC, seq
       ON CONFLICT (machine_id, date) DO UPDATE
         SET entry_id = EXCLUDED.entry_id, seq = EXCLUDED.seq, max_weight = EXCLUDED.max_weight, reps = EXCLUDED.reps, score = EXCLUDED.score
         WHERE EXCLUDED.score > p.score OR (EXCLUDED.score = p.score AND EXCLUDED.seq < p.seq)`,
      columnArrays(arrived, columnValues(sets)),
    );
  }
}

interface BestSet {
  machine_id: string;
  date: string;
  user_id: string;
  entry_id: string;
  seq: number;
  max_weight: number;
  reps: number;
}

async function rebuildPoints(db: Queryable, days: RewrittenDay[]): Promise<void> {
  const keys = [
    ['machine_id', 'uuid', (day) => day.machineId],
    ['date', 'date', (day) => day.date],
    ['position', 'bigint', (day) => day.position],
  ] as const satisfies readonly Column<RewrittenDay>[];
  const { rows } = await db.query<BestSet>(
    `SELECT day.machine_id, day.date, best.* FROM ${unnestColumns(keys, 0, 'day')},
     LATERAL (
       SELECT user_id, entry_id, seq, max_weight, reps FROM dashboard_entries entry
       WHERE entry.machine_id = day.machine_id AND entry.date = day.date AND NOT entry.deleted AND entry.seq < day.position
       ORDER BY score DESC, seq LIMIT 1
     ) best`,
    columnArrays(days, columnValues(keys)),
  );
  const found = new Set(rows.map((row) => dayKey({ machineId: row.machine_id, date: row.date })));
  const empty = days.filter((day) => !found.has(dayKey(day)));
  if (empty.length > 0) {
    await db.query(
      `DELETE FROM dashboard_points point USING ${unnestColumns(keys.slice(0, 2), 0, 'day')}
       WHERE point.machine_id = day.machine_id AND point.date = day.date`,
      columnArrays(empty, columnValues(keys.slice(0, 2))),
    );
  }
  if (rows.length === 0) return;
  // The weight parsed to a number and the score multiplied in JavaScript, as `apply` rebuilds a day.
  const points = [
    ['machine_id', 'uuid', (row) => row.machine_id],
    ['date', 'date', (row) => row.date],
    ['user_id', 'uuid', (row) => row.user_id],
    ['entry_id', 'uuid', (row) => row.entry_id],
    ['seq', 'bigint', (row) => row.seq],
    ['max_weight', 'numeric', (row) => row.max_weight],
    ['reps', 'int', (row) => row.reps],
    ['score', 'numeric', (row) => row.max_weight * row.reps],
  ] as const satisfies readonly Column<BestSet>[];
  await db.query(
    `INSERT INTO dashboard_points (${columnNames(points)}) SELECT * FROM ${unnestColumns(points)}
     ON CONFLICT (machine_id, date) DO UPDATE SET ${updateFromExcluded(points, ['machine_id', 'date', 'user_id'])}`,
    columnArrays(rows, columnValues(points)),
  );
}

/**
 * Summaries of machines deleted in the batch go (those with sets logged after come back below).
 * A summary `apply` rebuilt is rebuilt as it was then, numbers as JavaScript computed them; then
 * the sets logged after are merged in, numbers copied from their rows, as in `apply`.
 */
async function updateMachines(db: Queryable, plan: MachinePlan): Promise<void> {
  if (plan.deleted.length > 0) {
    await db.query('DELETE FROM dashboard_machines WHERE machine_id = ANY($1::uuid[])', [pgArray(plan.deleted)]);
  }
  if (plan.rewritten.length > 0) await writeSummaries(db, await rebuiltSummaries(db, plan.rewritten));
  await mergeIntoMachines(db, plan.merges);
}

interface SummaryRow {
  machine_id: string;
  entry_count: number;
  latest_entry_id: string | null;
  latest_date: string;
  latest_seq: number;
  latest_max_weight: number;
  latest_reps: number;
  weight_entry_id: string | null;
  weight_value: number;
  weight_date: string;
  weight_seq: number;
  e1rm_entry_id: string | null;
  e1rm_value: number;
  e1rm_date: string;
  e1rm_seq: number;
  volume_entry_id: string | null;
  volume_value: number;
  volume_date: string;
  volume_seq: number;
}

/** A stored summary as the numbers JavaScript reads from it (what a rebuild would compute again). */
function toSummary(row: SummaryRow | undefined): MachineSummary {
  if (!row) return summarise([]);
  const holder = (record: 'weight' | 'e1rm' | 'volume') =>
    row[`${record}_entry_id`] === null
      ? null
      : { entryId: row[`${record}_entry_id`]!, value: row[`${record}_value`], date: row[`${record}_date`], seq: row[`${record}_seq`] };
  return {
    entryCount: row.entry_count,
    latest: row.latest_entry_id === null ? null : { entryId: row.latest_entry_id, date: row.latest_date, seq: row.latest_seq, maxWeight: row.latest_max_weight, reps: row.latest_reps },
    weight: holder('weight'),
    e1rm: holder('e1rm'),
    volume: holder('volume'),
  };
}

async function rebuiltSummaries(db: Queryable, machines: RewrittenMachine[]): Promise<{ machine: RewrittenMachine; summary: MachineSummary }[]> {
  const { rows } = await db.query<SummaryRow>(byIds('SELECT *', 'dashboard_machines', 'machine_id', '$1'), [pgArray(machines.map((machine) => machine.machineId))]);
  const stored = new Map(rows.map((row) => [row.machine_id, toSummary(row)]));
  const summaries = machines.map((machine) => {
    const before = stored.get(machine.machineId) ?? summarise([]);
    const readBack = machine.readBack || holderRemoved(before, machine.removed);
    return { machine, readBack, summary: readBack ? undefined : withoutAndWith(before, machine.removed.size, machine.kept) };
  });
  const toRead = summaries.filter((entry) => entry.readBack);
  if (toRead.length > 0) {
    const { rows: sets } = await db.query<Pick<DashboardEntryRow, 'entryId' | 'machineId' | 'date' | 'seq' | 'maxWeight' | 'reps'>>(
      `SELECT entry_id AS "entryId", machine_id AS "machineId", date, seq, max_weight AS "maxWeight", reps
       FROM dashboard_entries WHERE machine_id = ANY($1::uuid[]) AND NOT deleted`,
      [pgArray(toRead.map((entry) => entry.machine.machineId))],
    );
    const byMachine = new Map(toRead.map((entry) => [entry.machine.machineId, entry]));
    const found = new Map<string, RankedSet[]>();
    for (const set of sets) {
      if (set.seq >= byMachine.get(set.machineId)!.machine.position) continue;
      const sets = found.get(set.machineId);
      if (sets) sets.push(toRankedSet(set));
      else found.set(set.machineId, [toRankedSet(set)]);
    }
    for (const entry of toRead) entry.summary = summarise(found.get(entry.machine.machineId) ?? []);
  }
  return summaries.map(({ machine, summary }) => ({ machine, summary: summary! }));
}

/** As `apply` writes a rebuilt summary: numbers as JavaScript computed them; the owner stays. */
async function writeSummaries(db: Queryable, summaries: { machine: RewrittenMachine; summary: MachineSummary }[]): Promise<void> {
  type Rebuilt = (typeof summaries)[number];
  const recordColumns = (record: 'weight' | 'e1rm' | 'volume'): Column<Rebuilt>[] => [
    [`${record}_entry_id`, 'uuid', (row) => row.summary[record]?.entryId],
    [`${record}_value`, 'numeric', (row) => row.summary[record]?.value],
    [`${record}_date`, 'date', (row) => row.summary[record]?.date],
    [`${record}_seq`, 'bigint', (row) => row.summary[record]?.seq],
  ];
  const columns: Column<Rebuilt>[] = [
    ['machine_id', 'uuid', (row) => row.machine.machineId],
    ['user_id', 'uuid', (row) => row.machine.userId],
    ['entry_count', 'int', (row) => row.summary.entryCount],
    ['latest_entry_id', 'uuid', (row) => row.summary.latest?.entryId],
    ['latest_date', 'date', (row) => row.summary.latest?.date],
    ['latest_seq', 'bigint', (row) => row.summary.latest?.seq],
    ['latest_max_weight', 'numeric', (row) => row.summary.latest?.maxWeight],
    ['latest_reps', 'int', (row) => row.summary.latest?.reps],
    ...recordColumns('weight'),
    ...recordColumns('e1rm'),
    ...recordColumns('volume'),
  ];
  await db.query(
    `INSERT INTO dashboard_machines (${columnNames(columns)}) SELECT * FROM ${unnestColumns(columns)}
     ON CONFLICT (machine_id) DO UPDATE SET ${updateFromExcluded(columns, ['machine_id', 'user_id'])}`,
    columnArrays(summaries, columnValues(columns)),
  );
}

/**
 * Merges each machine's arrived sets into its summary with the conditions of the per-event path:
 * the count moves by the difference, the latest set and each record go to the candidate when it
 * beats the holder. Record values are computed from weight and reps here as in `dashboard_entries`.
 */
async function mergeIntoMachines(db: Queryable, merges: SummaryMerge[]): Promise<void> {
  if (merges.length === 0) return;
  type Holder = keyof Omit<MachineSummary, 'entryCount'>;
  const holder = (record: Holder) => {
    const set = (merge: SummaryMerge) => {
      const held = merge.candidates[record];
      return held ? merge.arrived.get(held.entryId) : undefined;
    };
    return [
      [`${record}_entry_id`, 'uuid', (merge) => set(merge)?.entryId],
      [`${record}_date`, 'date', (merge) => set(merge)?.date],
      [`${record}_seq`, 'bigint', (merge) => set(merge)?.seq],
      [`${record}_max_weight`, 'numeric', (merge) => set(merge)?.maxWeight],
      [`${record}_reps`, 'int', (merge) => set(merge)?.reps],
    ] as const satisfies readonly Column<SummaryMerge>[];
  };
  const columns = [
    ['machine_id', 'uuid', (merge) => merge.machineId],
    ['user_id', 'uuid', (merge) => merge.userId],
    ['count_delta', 'int', (merge) => merge.arrived.size],
    ...holder('latest'),
    ...holder('weight'),
    ...holder('e1rm'),
    ...holder('volume'),
  ] as const satisfies readonly Column<SummaryMerge>[];
  const e1rm = (weight: string, reps: string) => `CASE WHEN ${reps} = 1 THEN ${weight} * 30 ELSE ${weight} * (30 + ${reps}) END`;
  await db.query(
    `INSERT INTO dashboard_machines AS m (machine_id, user_id, entry_count,
       latest_entry_id, latest_date, latest_seq, latest_max_weight, latest_reps,
       weight_entry_id, weight_value, weight_date, weight_seq,
       e1rm_entry_id, e1rm_value, e1rm_date, e1rm_seq,
       volume_entry_id, volume_value, volume_date, volume_seq)
     SELECT machine_id, user_id, count_delta,
       latest_entry_id, latest_date, latest_seq, latest_max_weight, latest_reps,
       weight_entry_id, weight_max_weight, weight_date, weight_seq,
       e1rm_entry_id, ${e1rm('e1rm_max_weight', 'e1rm_reps')}, e1rm_date, e1rm_seq,
       volume_entry_id, volume_max_weight * volume_reps, volume_date, volume_seq
     FROM ${unnestColumns(columns)}
     ON CONFLICT (machine_id) DO UPDATE SET
       entry_count = m.entry_count + EXCLUDED.entry_count,
       ${takeIf(NEWER, ['latest_entry_id', 'latest_date', 'latest_seq', 'latest_max_weight', 'latest_reps'])},
       ${takeIf(beats('weight'), holderColumns('weight'))},
       ${takeIf(beats('e1rm'), holderColumns('e1rm'))},
       ${takeIf(beats('volume'), holderColumns('volume'))}`,
    columnArrays(merges, columnValues(columns)),
  );
}
