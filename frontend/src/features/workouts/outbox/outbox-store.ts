import { openDB, type IDBPDatabase } from 'idb';

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
  queuedAt: number;
}

const DATABASE = 'hantelwerk-outbox';
const STORE = 'sets';

let database: Promise<IDBPDatabase> | null = null;
const open = () =>
  (database ??= openDB(DATABASE, 1, {
    upgrade: (db) => {
      db.createObjectStore(STORE, { keyPath: 'key' });
    },
  }));

let snapshot: readonly PendingSet[] = [];
const listeners = new Set<() => void>();

async function reload(): Promise<void> {
  const all = (await (await open()).getAll(STORE)) as PendingSet[];
  snapshot = all.sort((a, b) => a.queuedAt - b.queuedAt);
  listeners.forEach((listener) => listener());
}

/**
 * The outbox in IndexedDB: it survives a reload and a closed tab, so a set logged without
 * reception is never lost. Its snapshot (oldest first) is what `useSyncExternalStore` reads.
 */
export const outbox = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly PendingSet[] => snapshot,
  load: reload,
  async add(set: PendingSet): Promise<void> {
    await (await open()).put(STORE, set);
    await reload();
  },
  async remove(key: string): Promise<void> {
    await (await open()).delete(STORE, key);
    await reload();
  },
};
