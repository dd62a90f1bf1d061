import { useEffect, useSyncExternalStore } from 'react';
import { observeRequests, type RequestRecord } from '../../../lib/api-client';

/** The spec's cap of the debug page's request log (§9). */
export const REQUEST_LOG_LIMIT = 100;

export interface LoggedRequest extends RequestRecord {
  id: number;
  at: Date;
}

/** The newest entry first, the oldest dropped beyond `limit`. */
export function withNewest<Entry>(entries: readonly Entry[], entry: Entry, limit = REQUEST_LOG_LIMIT): Entry[] {
  return [entry, ...entries.slice(0, limit - 1)];
}

let entries: LoggedRequest[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

function record(request: RequestRecord): void {
  entries = withNewest(entries, { ...request, id: nextId++, at: new Date() });
  changed();
}

export function clearRequestLog(): void {
  entries = [];
  changed();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The requests made while a debug screen was open, newest first; kept when the screen is left. */
export const useRequestLog = (): readonly LoggedRequest[] => useSyncExternalStore(subscribe, () => entries);

/** Logs every request the app makes while the calling screen is mounted. */
export function useRecordRequests(): void {
  useEffect(() => observeRequests(record), []);
}
