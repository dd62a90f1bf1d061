import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { refreshTrainingData } from '../../lib/training-data';
import { flushOutbox, type RefusedItem } from './flush-outbox';
import { changeOutbox, outbox, type PendingChange, type PendingSet } from './outbox-store';

/** While sets wait, the outbox is tried this often even without an "online" event (which phones miss). */
export const OUTBOX_RETRY_MS = 15_000;

// The outbox as the api drew the first screen (it has none): the hydrating render draws that, then the browser's own (main.tsx).
const NOTHING_DRAWN: readonly never[] = [];
const nothingDrawn = () => NOTHING_DRAWN;
const notReadWhenDrawn = () => false;

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser believes it has a network (it may be wrong one way: online without reception). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

/** The user's sets waiting in the outbox, oldest first. */
export function usePendingSets(userId: string): readonly PendingSet[] {
  const all = useSyncExternalStore(outbox.subscribe, outbox.snapshot, nothingDrawn);
  return useMemo(() => all.filter((set) => set.userId === userId), [all, userId]);
}

/** How many of the user's sets wait in the outbox; null until the outbox has been read. */
export function useWaitingSetCount(userId: string): number | null {
  const pending = usePendingSets(userId);
  const loaded = useSyncExternalStore(outbox.subscribe, outbox.isLoaded, notReadWhenDrawn);
  return loaded ? pending.length : null;
}

/** The user's edits and deletions of sets waiting in the outbox, oldest first. */
export function usePendingChanges(userId: string): readonly PendingChange[] {
  const all = useSyncExternalStore(changeOutbox.subscribe, changeOutbox.snapshot, nothingDrawn);
  return useMemo(() => all.filter((change) => change.userId === userId), [all, userId]);
}

/**
 * Sends the waiting sets (then edits and deletions) when the app opens, when the connection returns, and every
 * OUTBOX_RETRY_MS while any wait; refreshes the training data after something went through.
 * What the server refused is handed back to be shown.
 */
export function useOutboxSync(userId: string) {
  const queryClient = useQueryClient();
  const online = useOnline();
  const pending = usePendingSets(userId);
  const pendingChanges = usePendingChanges(userId);
  const [refused, setRefused] = useState<RefusedItem[]>([]);

  const flush = useCallback(async () => {
    const result = await flushOutbox(userId);
    if (result.sent.length > 0 || result.changed.length > 0 || result.refused.length > 0) await refreshTrainingData(queryClient);
    if (result.refused.length > 0) setRefused((current) => [...current, ...result.refused]);
  }, [queryClient, userId]);

  useEffect(() => {
    void Promise.all([outbox.load(), changeOutbox.load()]).then(flush);
  }, [flush]);

  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [flush]);

  const waiting = pending.length + pendingChanges.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = window.setInterval(() => void flush(), OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting, flush]);

  return { online, pending, pendingChanges, refused, dismissRefused: () => setRefused([]) };
}
