import type { Machine } from '@hantelwerk/api-types';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/api-client';
import { findExerciseByName } from '../../../shared/exercises/lib/exercise-suggestions';
import type { SetType } from '../../../shared/sets/lib/set-kind';
import { outbox, type PendingExercise, type PendingSet } from '../../../shared/outbox/outbox-store';
import { restTimer } from '../../../shared/rest-timer/rest-timer-store';
import { sendNow } from '../../../shared/outbox/send-now';
import { sendPendingSet, type SentSet } from '../../../shared/outbox/send-pending-set';
import { refreshTrainingData } from '../../../lib/training-data';

export interface LogSetInput {
  userId: string;
  /** A known exercise, or a name: an exercise of that name is reused, else created (spec §4). */
  exercise: { id: string; name: string } | { name: string };
  /** The exercises already known, to find one whose name matches. */
  machines?: readonly Machine[];
  max_weight: number;
  reps: number;
  date: string;
  notes: string | null;
  /** Default: a normal set without RPE. */
  set_type?: SetType;
  rpe?: number | null;
}

export type LogSetResult = ({ status: 'sent' } & SentSet) | { status: 'queued'; set: PendingSet };

/** A new exercise named in two waiting sets is created once: the second reuses the first one's key. */
function resolveExercise({ exercise, machines = [], userId }: LogSetInput): PendingExercise {
  if ('id' in exercise) return exercise;
  const name = exercise.name.trim();
  const known = findExerciseByName(machines, name);
  if (known) return { id: known.id, name: known.name };
  const waitingNew = outbox
    .snapshot()
    .filter((set) => set.userId === userId && set.exercise.id === null)
    .map((set) => set.exercise);
  return findExerciseByName(waitingNew, name) ?? { id: null, name, key: newIdempotencyKey() };
}

/**
 * Logs a set offline-first: it goes into the outbox (IndexedDB) before anything is sent, then is
 * sent at once. Without an answer within SEND_TIMEOUT_MS, offline, or with the server down, it stays
 * there and is sent later (flushOutbox); a refusal (a 4xx) takes it out again and is thrown.
 */
export async function logSet(input: LogSetInput): Promise<LogSetResult> {
  const set: PendingSet = {
    key: newIdempotencyKey(),
    userId: input.userId,
    exercise: resolveExercise(input),
    max_weight: input.max_weight,
    reps: input.reps,
    date: input.date,
    notes: input.notes,
    set_type: input.set_type ?? 'normal',
    rpe: input.rpe ?? null,
    queuedAt: Date.now(),
  };
  await outbox.add(set);
  const sent = await sendNow(
    (signal) => sendPendingSet(set, signal),
    () => outbox.remove(set.key),
  );
  return sent ? { status: 'sent', ...sent.answer } : { status: 'queued', set };
}

/** Logs a set (logSet) and starts the rest timer once it is saved, sent or waiting, unless the screen keeps its own. */
export function useLogSet({ startsRest = true }: { startsRest?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logSet,
    // Offline is when the outbox matters most: React Query's default would hold the call back.
    networkMode: 'always',
    onSuccess: (_result, input) => {
      if (startsRest) restTimer.start(input.userId);
    },
    // Not awaited: offline the lists' refetch waits for the connection, and the set is logged (or waiting) already.
    onSettled: () => void refreshTrainingData(queryClient),
  });
}
