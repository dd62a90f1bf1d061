import type { RecordedEvent } from '../../event-store/event.js';
import type { MachineEvent } from '../../modules/machines/machines.events.js';
import type { WorkoutEvent } from '../../modules/workouts/workouts.events.js';

/**
 * The per-entry copies of the workout read models (workout_entries, dashboard_entries,
 * streak_entries) share one life cycle, folded here without I/O:
 * - `WorkoutLogged` creates the row unless it exists;
 * - `WorkoutEdited` and `WorkoutDeleted` apply to a row that exists, is not deleted and has an
 *   older stream version, and take the event's version;
 * - `MachineDeleted` marks every not yet deleted row of the machine deleted, keeping versions.
 * Each projection says what its row looks like after each of these.
 */
export type LoggedData = Extract<WorkoutEvent, { type: 'WorkoutLogged' }>['data'];
export type EditedData = Extract<WorkoutEvent, { type: 'WorkoutEdited' }>['data'];
export type DeletedData = Extract<WorkoutEvent, { type: 'WorkoutDeleted' }>['data'];
export type MachineDeletedData = Extract<MachineEvent, { type: 'MachineDeleted' }>['data'];

export interface EntryCopy {
  machineId: string;
  version: number;
}

export interface EntryCopyRules<Row extends EntryCopy> {
  isDeleted(row: Row): boolean;
  logged(data: LoggedData, event: RecordedEvent): Row;
  edited(row: Row, data: EditedData, version: number): Row;
  deleted(row: Row, data: DeletedData, version: number): Row;
  deletedWithMachine(row: Row, data: MachineDeletedData): Row;
}

export interface EntryChange<Row> {
  /** The row as it was before the batch; undefined for a row the batch created. */
  before: Row | undefined;
  after: Row;
}

/** An edit or deletion that applied, at the log position of its event. */
export interface AppliedChange<Row> {
  position: number;
  before: Row;
  after: Row;
}

export interface EntryFold<Row> {
  /** Only rows the batch changed, by entry id. */
  changes: Map<string, EntryChange<Row>>;
  /** The edits and deletions that applied, in log order (logs and cascades are not listed). */
  applied: AppliedChange<Row>[];
  /** The log position of each machine's deletion, for machines the batch deleted. */
  machineDeletions: Map<string, number>;
  /**
   * Per machine, what came last: a change to one of its sets, or its deletion. The dashboard
   * keeps a summary row per machine that a deletion removes and a change (re)creates.
   */
  lastTouch: Map<string, 'set' | 'machine-deleted'>;
}

/**
 * Entry ids whose existing rows the batch may change: those it edits or deletes. (Rows of the
 * machines it deletes are the other ones; `deletedMachineIdsOf`.)
 */
export function changedEntryIdsOf(events: readonly RecordedEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type === 'WorkoutEdited' || event.type === 'WorkoutDeleted') ids.add((event.data as { entryId: string }).entryId);
  }
  return [...ids];
}

/** Machines the batch deletes: their sets that are not yet deleted must be loaded too. */
export function deletedMachineIdsOf(events: readonly RecordedEvent[]): string[] {
  const ids = new Set<string>();
  for (const event of events) {
    if (event.type === 'MachineDeleted') ids.add((event.data as MachineDeletedData).machineId);
  }
  return [...ids];
}

/**
 * The rows the batch's `WorkoutLogged` events would create for entries that are not loaded, as
 * they are right after logging. The batch inserts them first, skipping those that exist, which
 * tells which entries are new without looking every one of them up.
 */
export function loggedRowsOf<Row extends EntryCopy>(
  loaded: ReadonlyMap<string, Row>,
  events: readonly RecordedEvent[],
  rules: EntryCopyRules<Row>,
): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const event of events) {
    if (event.type !== 'WorkoutLogged') continue;
    const data = event.data as LoggedData;
    if (!loaded.has(data.entryId) && !rows.has(data.entryId)) rows.set(data.entryId, rules.logged(data, event));
  }
  return rows;
}

/**
 * Folds a batch of workout events and machine deletions, in log order. `loaded` holds every
 * existing row the batch can change (named by its edits and deletions, or of a machine it
 * deletes); `inserted` the rows its logs created (see `loggedRowsOf`). A log of any other entry
 * finds a row that exists already, which it leaves alone, like `apply`.
 */
export function foldEntries<Row extends EntryCopy>(
  loaded: ReadonlyMap<string, Row>,
  inserted: ReadonlyMap<string, Row>,
  events: readonly RecordedEvent[],
  rules: EntryCopyRules<Row>,
): EntryFold<Row> {
  const rows = new Map(loaded);
  // Which rows belong to which machine matters only to a machine deletion, so only then is it kept.
  const byMachine = events.some((event) => event.type === 'MachineDeleted') ? new Map<string, Set<string>>() : undefined;
  const remember = (entryId: string, row: Row) => {
    if (!byMachine) return;
    const entries = byMachine.get(row.machineId) ?? new Set<string>();
    entries.add(entryId);
    byMachine.set(row.machineId, entries);
  };
  for (const [entryId, row] of rows) remember(entryId, row);

  const changes = new Map<string, EntryChange<Row>>();
  const lastTouch = new Map<string, 'set' | 'machine-deleted'>();
  const applied: AppliedChange<Row>[] = [];
  const machineDeletions = new Map<string, number>();
  const change = (entryId: string, after: Row) => {
    rows.set(entryId, after);
    changes.set(entryId, { before: loaded.get(entryId), after });
  };
  const appliesTo = (row: Row | undefined, version: number): row is Row => !!row && row.version < version && !rules.isDeleted(row);

  for (const event of events) {
    const version = event.streamVersion;
    switch (event.type) {
      case 'WorkoutLogged': {
        const entryId = (event.data as LoggedData).entryId;
        const row = inserted.get(entryId);
        if (rows.has(entryId) || !row) break;
        change(entryId, row);
        remember(entryId, row);
        lastTouch.set(row.machineId, 'set');
        break;
      }
      case 'WorkoutEdited':
      case 'WorkoutDeleted': {
        const data = event.data as EditedData | DeletedData;
        const row = rows.get(data.entryId);
        if (!appliesTo(row, version)) break;
        const after = event.type === 'WorkoutEdited' ? rules.edited(row, data as EditedData, version) : rules.deleted(row, data as DeletedData, version);
        change(data.entryId, after);
        applied.push({ position: event.position, before: row, after });
        lastTouch.set(row.machineId, 'set');
        break;
      }
      case 'MachineDeleted': {
        const data = event.data as MachineDeletedData;
        for (const entryId of byMachine?.get(data.machineId) ?? []) {
          const row = rows.get(entryId)!;
          if (!rules.isDeleted(row)) change(entryId, rules.deletedWithMachine(row, data));
        }
        lastTouch.set(data.machineId, 'machine-deleted');
        machineDeletions.set(data.machineId, event.position);
        break;
      }
    }
  }
  return { changes, applied, machineDeletions, lastTouch };
}

/** Rows to write after the fold: every change but rows still exactly as their log inserted them. */
export function rowsToWrite<Row>(fold: EntryFold<Row>, inserted: ReadonlyMap<string, Row>): Row[] {
  const rows: Row[] = [];
  for (const [entryId, { after }] of fold.changes) if (inserted.get(entryId) !== after) rows.push(after);
  return rows;
}
