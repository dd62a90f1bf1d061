import { openDB, type IDBPDatabase } from 'idb';
import type { SetType } from '../sets/lib/set-kind';

/** An exercise the server knows, or one named offline that is created (once, by its key) before its first set. */
export type PendingExercise = { id: string; name: string } | { id: null; name: string; key: string };

/** A set logged on this device that the server has not confirmed yet. */
export interface PendingSet {
  /** The set's Idempotency-Key: however often it is sent, the server stores it once. */
  key: string;
  /** Sent only while this user is signed in, never under another account on a shared phone. */
  userId: string;
  exercise: PendingExercise;
  max_weight: number;
  reps: number;
  date: string;
  notes: string | null;
  /** Absent in sets queued before set types existed: they are sent as normal sets without RPE. */
  set_type?: SetType;
  rpe?: number | null;
  queuedAt: number;
}

/** A logged set's values after an edit (`PUT /api/workouts/{id}` takes them all; its RPE is left as it is). */
export interface SetValues {
  max_weight: number;
  reps: number;
  date: string;
  notes: string | null;
  /** Absent in edits queued before set types existed: the server keeps the set's type. */
  set_type?: SetType;
}

/**
 * An edit or a deletion of a set the server has, made on this device and not confirmed yet. Sent
 * with its Idempotency-Key, so the server applies it once however often it arrives.
 */
export type PendingChange = { key: string; userId: string; entryId: string; queuedAt: number } & ({ kind: 'edit'; values: SetValues } | { kind: 'delete' });

const DATABASE = 'hantelwerk-outbox';
const SETS = 'sets';
const CHANGES = 'changes';

let database: Promise<IDBPDatabase> | null = null;
const open = () =>
  (database ??= openDB(DATABASE, 2, {
    // Version 1 had the sets only; its waiting sets stay.
    upgrade: (db) => {
      if (!db.objectStoreNames.contains(SETS)) db.createObjectStore(SETS, { keyPath: 'key' });
      if (!db.objectStoreNames.contains(CHANGES)) db.createObjectStore(CHANGES, { keyPath: 'key' });
    },
  }));

/** One object store of the outbox, oldest first, as `useSyncExternalStore` reads it. */
function queue<Item extends { key: string; queuedAt: number }>(store: string) {
  let snapshot: readonly Item[] = [];
  let loaded = false;
  const listeners = new Set<() => void>();
  async function reload(): Promise<void> {
    const all = (await (await open()).getAll(store)) as Item[];
    snapshot = all.sort((a, b) => a.queuedAt - b.queuedAt);
    loaded = true;
    listeners.forEach((listener) => listener());
  }
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: (): readonly Item[] => snapshot,
    /** Whether the snapshot has been read from IndexedDB yet (until then it is empty, not known to be). */
    isLoaded: (): boolean => loaded,
    load: reload,
    async add(item: Item): Promise<void> {
      await (await open()).put(store, item);
      await reload();
    },
    async remove(key: string): Promise<void> {
      await (await open()).delete(store, key);
      await reload();
    },
    /** Puts one item in and takes others out in one transaction (a newer edit replaces a waiting one). */
    async replace(item: Item | null, keysOut: readonly string[]): Promise<void> {
      const tx = (await open()).transaction(store, 'readwrite');
      await Promise.all([...keysOut.map((key) => tx.store.delete(key)), ...(item ? [tx.store.put(item)] : []), tx.done]);
      await reload();
    },
  };
}

/**
 * The outbox in IndexedDB: it survives a reload and a closed tab, so a set logged without
 * reception is never lost, nor an edit or a deletion of one.
 */
export const outbox = queue<PendingSet>(SETS);
export const changeOutbox = queue<PendingChange>(CHANGES);
