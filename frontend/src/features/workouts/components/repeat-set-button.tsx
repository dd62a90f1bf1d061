import { Repeat2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Toast } from '../../../components/ui/toast';
import { todayIso } from '../../../lib/dates';
import { vibrate } from '../../../lib/vibrate';
import { useSignedInUser } from '../../../lib/session';
import { changeSet } from '../api/change-set';
import { useLogSet, type LogSetResult } from '../api/log-set';
import { refreshTrainingData } from '../../../lib/training-data';
import { formatSet } from '../../../shared/sets/lib/set-format';
import { formatNumber } from '../../../lib/numbers';
import { useTranslation } from '../messages';
import { outbox } from '../../../shared/outbox/outbox-store';

/** Long enough to reach for the phone again after racking the bar. */
const UNDO_MS = 6_000;
/** An error's explanation is a sentence or two: time to read it. */
const REFUSAL_MS = 8_000;

interface RepeatSetButtonProps {
  machine: { id: string; name: string };
  set: { max_weight: number; reps: number };
  onLogged?: (result: LogSetResult) => void;
}

/**
 * One tap logs the exercise's last set again, today, with a toast to undo it: the usual set of a
 * workout is the same weight × reps as the one before.
 */
export function RepeatSetButton({ machine, set, onLogged }: RepeatSetButtonProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const log = useLogSet();
  const [logged, setLogged] = useState<LogSetResult | null>(null);
  const hide = useCallback(() => setLogged(null), []);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hideRefusal = useCallback(() => setRefusal(null), []);
  const label = formatSet(set.max_weight, set.reps);
  // "80 × 8" on the button, and in its name (which must hold what it shows): the card says "80 kg × 8" beside it.
  const short = `${formatNumber(set.max_weight)} × ${set.reps}`;

  function repeat() {
    vibrate();
    log.mutate(
      { userId: user.id, exercise: machine, max_weight: set.max_weight, reps: set.reps, date: todayIso(), notes: null },
      {
        onSuccess: (result) => {
          setLogged(result);
          onLogged?.(result);
        },
        // The tap says that nothing was logged, not nothing at all.
        onError: () => setRefusal(t('workouts.saveError')),
      },
    );
  }

  async function undo(result: LogSetResult) {
    // A sent set is deleted through the outbox too: the connection may be gone by now.
    if (result.status === 'sent') await changeSet({ userId: user.id, entryId: result.entry.id, kind: 'delete' }).catch(() => undefined);
    else await outbox.remove(result.set.key);
    await refreshTrainingData(queryClient);
  }

  return (
    <>
      <button type="button" className="button button--primary repeat-set" onClick={repeat} aria-label={t('workouts.repeat', { set: short })}>
        <Repeat2 size={18} strokeWidth={2.4} aria-hidden="true" />
        <span aria-hidden="true">{short}</span>
      </button>
      {logged && (
        <Toast
          message={t(logged.status === 'sent' ? 'workouts.repeatSaved' : 'workouts.repeatQueued', { set: label })}
          onDone={hide}
          durationMs={UNDO_MS}
          action={{ label: t('workouts.undo'), onClick: () => void undo(logged) }}
        />
      )}
      {refusal && <Toast message={refusal} onDone={hideRefusal} durationMs={REFUSAL_MS} tone="error" />}
    </>
  );
}
