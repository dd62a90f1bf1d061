import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../../lib/api-client';
import { changeOutbox, type PendingChange, type SetValues } from '../../../shared/outbox/outbox-store';
import { sendNow } from '../../../shared/outbox/send-now';
import { sendPendingChange } from '../../../shared/outbox/send-pending-change';
import { refreshTrainingData } from '../../../lib/training-data';

export type SetChange = { userId: string; entryId: string } & ({ kind: 'edit'; values: SetValues } | { kind: 'delete' });

/** Sent and confirmed, or waiting in the outbox for the connection. */
export type SetChangeResult = 'sent' | 'queued';

/**
 * Edits or deletes a set offline-first, like logging one (logSet): the change goes into the outbox
 * (IndexedDB) before anything is sent, then is sent at once; without an answer within
 * SEND_TIMEOUT_MS, offline, or with the server down it waits there and is sent later
 * (flushOutbox). A newer edit of the same set replaces a waiting one (the values are absolute), a
 * deletion replaces its waiting edits. A refusal (a 4xx) takes it out again and is thrown.
 */
export async function changeSet(input: SetChange): Promise<SetChangeResult> {
  const change: PendingChange = { ...input, key: newIdempotencyKey(), queuedAt: Date.now() };
  const waiting = changeOutbox.snapshot().filter((pending) => pending.userId === input.userId && pending.entryId === input.entryId);
  // A deletion already waiting: nothing more to say about this set.
  if (waiting.some((pending) => pending.kind === 'delete')) return 'queued';
  await changeOutbox.replace(
    change,
    waiting.map((pending) => pending.key),
  );
  const sent = await sendNow(
    (signal) => sendPendingChange(change, signal),
    () => changeOutbox.remove(change.key),
  );
  return sent ? 'sent' : 'queued';
}

function useChangeSetMutation<Variables>(toChange: (variables: Variables) => SetChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => changeSet(toChange(variables)),
    // Offline is when the outbox matters most: React Query's default would hold the call back.
    networkMode: 'always',
    onSettled: () => refreshTrainingData(queryClient),
  });
}

/** Edits one of the user's sets through the outbox: `{id, ...values}`. */
export const useEditSet = (userId: string) =>
  useChangeSetMutation(({ id, ...values }: SetValues & { id: string }): SetChange => ({ userId, entryId: id, kind: 'edit', values }));

/** Deletes one of the user's sets through the outbox, by its id. */
export const useDeleteSet = (userId: string) => useChangeSetMutation((id: string): SetChange => ({ userId, entryId: id, kind: 'delete' }));
