import type { Queryable } from '../../database/database.js';
import type { RecordedEvent } from '../../event-store/event.js';
import type { UserEvent } from '../../modules/users/users.events.js';
import { berlinDate } from '../../modules/workouts/rules/calendar.js';
import type { EntryCopyTable } from '../batch/entry-copies.js';
import { applyToEntryCopies } from '../batch/entry-copies.js';
import type { EntryChange, EntryCopyRules } from '../batch/entry-fold.js';
import type { Column } from '../batch/pg-array.js';
import { columnArrays, columnNames, columnValues, pgArray, unnestColumns } from '../batch/pg-array.js';

/**
 * The batch path of the streak projection: the shared per-entry fold over `streak_entries`, then
 * each touched training day moved by the net number of sets it gained or lost (a day row exists
 * while it has sets), then the pause periods folded per user.
 */
export interface StreakEntryRow {
  entryId: string;
  userId: string;
  machineId: string;
  date: string;
  deleted: boolean;
  version: number;
}

export const streakEntryRules: EntryCopyRules<StreakEntryRow> = {
  isDeleted: (row) => row.deleted,
  logged: (data, event) => ({
    entryId: data.entryId,
    userId: data.userId,
    machineId: data.machineId,
    date: data.date,
    deleted: false,
    version: event.streamVersion,
  }),
  edited: (row, data, version) => ({ ...row, date: data.date, version }),
  deleted: (row, _data, version) => ({ ...row, deleted: true, version }),
  deletedWithMachine: (row) => ({ ...row, deleted: true }),
};

const COLUMNS = [
  ['entry_id', 'uuid', (row) => row.entryId],
  ['user_id', 'uuid', (row) => row.userId],
  ['machine_id', 'uuid', (row) => row.machineId],
  ['date', 'date', (row) => row.date],
  ['deleted', 'boolean', (row) => row.deleted],
  ['version', 'int', (row) => row.version],
] as const satisfies readonly Column<StreakEntryRow>[];

const streakEntriesTable: EntryCopyTable<StreakEntryRow> = {
  name: 'streak_entries',
  key: 'entry_id',
  select: 'SELECT entry_id AS "entryId", user_id AS "userId", machine_id AS "machineId", date, deleted, version',
  live: 'NOT deleted',
  columns: COLUMNS,
  entryId: (row) => row.entryId,
  rules: streakEntryRules,
};

export interface DayDelta {
  userId: string;
  date: string;
  /** Sets the day gained (positive) or lost (negative) over the batch; never 0. */
  delta: number;
}

/** Net change of each training day's set count over the changed entries. */
export function dayDeltas(changes: Iterable<EntryChange<StreakEntryRow>>): DayDelta[] {
  const deltas = new Map<string, DayDelta>();
  const add = (row: StreakEntryRow, delta: number) => {
    const key = `${row.userId}|${row.date}`;
    const day = deltas.get(key) ?? { userId: row.userId, date: row.date, delta: 0 };
    day.delta += delta;
    deltas.set(key, day);
  };
  for (const { before, after } of changes) {
    if (before && !before.deleted) add(before, -1);
    if (!after.deleted) add(after, 1);
  }
  return [...deltas.values()].filter((day) => day.delta !== 0);
}

type ProfileUpdated = Extract<UserEvent, { type: 'ProfileUpdated' }>;

export interface Pause {
  userId: string;
  startedOn: string;
  endedOn: string | null;
  startedVersion: number;
}

export interface PauseState {
  /** `streak_users.user_version`: the last user stream version applied; undefined without a row. */
  versions: Map<string, number>;
  /** Pauses still open (ended_on NULL) before the batch, and every pause the batch starts. */
  pauses: Pause[];
}

/**
 * Folds the batch's pause switches (`ProfileUpdated` with `pause_mode_active`) like `apply`: each
 * user stream version applies once; switching on opens a pause unless one is open, from the day
 * it was switched on (Berlin); switching off ends the open ones on that day. Mutates `state`.
 */
export function foldPauses(state: PauseState, events: readonly RecordedEvent[]): void {
  for (const event of pauseSwitches(events)) {
    const { userId, changes, at } = event.data;
    const applied = state.versions.get(userId);
    if (applied !== undefined && applied >= event.streamVersion) continue;
    state.versions.set(userId, event.streamVersion);
    const day = berlinDate(new Date(at));
    const open = state.pauses.filter((pause) => pause.userId === userId && pause.endedOn === null);
    if (changes.pause_mode_active) {
      if (open.length === 0) state.pauses.push({ userId, startedOn: day, endedOn: null, startedVersion: event.streamVersion });
    } else {
      for (const pause of open) pause.endedOn = day;
    }
  }
}

function pauseSwitches(events: readonly RecordedEvent[]): (ProfileUpdated & RecordedEvent)[] {
  return events.filter(
    (event): event is ProfileUpdated & RecordedEvent =>
      event.type === 'ProfileUpdated' && (event.data as ProfileUpdated['data']).changes.pause_mode_active !== undefined,
  );
}

export async function applyStreakBatch(db: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const fold = await applyToEntryCopies(db, events, streakEntriesTable);
  await moveDays(db, dayDeltas(fold.changes.values()));
  if (pauseSwitches(events).length > 0) await applyPauses(db, events);
}

/** Adds each day's net change; a day that reaches 0 sets goes, as `apply` removes it. */
async function moveDays(db: Queryable, deltas: DayDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  const columns = [
    ['user_id', 'uuid', (day) => day.userId],
    ['date', 'date', (day) => day.date],
    ['delta', 'int', (day) => day.delta],
  ] as const satisfies readonly Column<DayDelta>[];
  await db.query(
    `WITH delta AS (SELECT * FROM ${unnestColumns(columns)}),
     gained AS (
       INSERT INTO streak_days (user_id, date, entries) SELECT user_id, date, delta FROM delta WHERE delta > 0
       ON CONFLICT (user_id, date) DO UPDATE SET entries = streak_days.entries + EXCLUDED.entries
     ), emptied AS (
       DELETE FROM streak_days day USING delta
       WHERE delta.delta < 0 AND day.user_id = delta.user_id AND day.date = delta.date AND day.entries <= -delta.delta
     )
     UPDATE streak_days day SET entries = day.entries + delta.delta FROM delta
     WHERE delta.delta < 0 AND day.user_id = delta.user_id AND day.date = delta.date AND day.entries > -delta.delta`,
    columnArrays(deltas, columnValues(columns)),
  );
}

async function applyPauses(db: Queryable, events: readonly RecordedEvent[]): Promise<void> {
  const userIds = [...new Set(pauseSwitches(events).map((event) => event.data.userId))];
  const { rows: versions } = await db.query<{ user_id: string; user_version: number }>(
    'SELECT user_id, user_version FROM streak_users WHERE user_id = ANY($1::uuid[])',
    [pgArray(userIds)],
  );
  const { rows: open } = await db.query<Pause>(
    `SELECT user_id AS "userId", started_on AS "startedOn", ended_on AS "endedOn", started_version AS "startedVersion"
     FROM streak_pauses WHERE user_id = ANY($1::uuid[]) AND ended_on IS NULL`,
    [pgArray(userIds)],
  );
  const state: PauseState = { versions: new Map(versions.map((row) => [row.user_id, row.user_version])), pauses: open.map((pause) => ({ ...pause })) };
  foldPauses(state, events);

  const userColumns = [
    ['user_id', 'uuid', ([userId]) => userId],
    ['user_version', 'int', ([, version]) => version],
  ] as const satisfies readonly Column<[string, number]>[];
  await db.query(
    `INSERT INTO streak_users (${columnNames(userColumns)}) SELECT * FROM ${unnestColumns(userColumns)}
     ON CONFLICT (user_id) DO UPDATE SET user_version = EXCLUDED.user_version`,
    columnArrays([...state.versions], columnValues(userColumns)),
  );
  const pauseColumns = [
    ['user_id', 'uuid', (pause) => pause.userId],
    ['started_on', 'date', (pause) => pause.startedOn],
    ['ended_on', 'date', (pause) => pause.endedOn],
    ['started_version', 'int', (pause) => pause.startedVersion],
  ] as const satisfies readonly Column<Pause>[];
  const wasOpen = new Set(open.map((pause) => `${pause.userId}|${pause.startedVersion}`));
  const started = state.pauses.filter((pause) => !wasOpen.has(`${pause.userId}|${pause.startedVersion}`));
  const ended = state.pauses.filter((pause) => wasOpen.has(`${pause.userId}|${pause.startedVersion}`) && pause.endedOn !== null);
  if (started.length > 0) {
    await db.query(
      `INSERT INTO streak_pauses (${columnNames(pauseColumns)}) SELECT * FROM ${unnestColumns(pauseColumns)}`,
      columnArrays(started, columnValues(pauseColumns)),
    );
  }
  if (ended.length > 0) {
    await db.query(
      `UPDATE streak_pauses pause SET ended_on = rows.ended_on FROM ${unnestColumns(pauseColumns)}
       WHERE pause.user_id = rows.user_id AND pause.started_version = rows.started_version`,
      columnArrays(ended, columnValues(pauseColumns)),
    );
  }
}
