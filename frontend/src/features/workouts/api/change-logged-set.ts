import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outbox, type SetValues } from '../../../shared/outbox/outbox-store';
import { sentSetId } from '../../../shared/outbox/sent-set-ids';
import { changeSet, type SetChangeResult } from './change-set';
import { refreshTrainingData } from '../../../lib/training-data';

export type LoggedSetChange = { userId: string; ref: string } & (
  { kind: 'edit'; values: Required<Pick<SetValues, 'max_weight' | 'reps' | 'date' | 'set_type'>> } | { kind: 'delete' }
);

/**
 * Edits or deletes a set by its id or by the outbox key it was logged under: a set still waiting
 * is changed (or taken out) in the outbox, where it has not reached the server yet; a set sent
 * meanwhile goes through changeSet, under the id the server gave it.
 */
export async function changeLoggedSet(change: LoggedSetChange): Promise<SetChangeResult> {
  const waiting = outbox.snapshot().find((set) => set.userId === change.userId && set.key === change.ref);
  if (waiting) {
    if (change.kind === 'delete') await outbox.remove(waiting.key);
    else await outbox.replace({ ...waiting, ...change.values }, []);
    return 'queued';
  }
  const entryId = sentSetId(change.ref);
  return changeSet(
    change.kind === 'edit'
      ? { userId: change.userId, entryId, kind: 'edit', values: { ...change.values, notes: null } }
      : { userId: change.userId, entryId, kind: 'delete' },
  );
}

/** changeLoggedSet, refreshing the training data after. */
export function useChangeLoggedSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeLoggedSet,
    // Offline is when the outbox matters most: React Query's default would hold the call back.
    networkMode: 'always',
    // Not awaited: offline the lists' refetch waits for the connection, and the change is made (or waiting) already.
    onSettled: () => void refreshTrainingData(queryClient),
  });
}
