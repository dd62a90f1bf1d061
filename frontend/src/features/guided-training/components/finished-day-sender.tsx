import { useEffect, useEffectEvent, useRef, useState, useSyncExternalStore } from 'react';
import { usePerformanceAnalysisJob } from '../../../shared/performance-analysis/performance-analysis-job';
import { useCompleteTrainingDay } from '../api/complete-training-day';
import { OUTBOX_RETRY_MS, useOnline, useWaitingSetCount } from '../../../shared/outbox';
import { isTransient } from '../../../lib/retry';
import { recordTraining } from '../api/record-training';
import { forgetFinishedDay, subscribeFinishedDay, waitingFinishedDay } from '../lib/finished-day';

/**
 * Sends the finished training (spec §4 "Finishing"; one without a plan records only the training)
 * once the connection allows, after its sets have left the outbox, so that the analysis it asks
 * for sees them. Tried when it is finished, when the connection returns and every
 * OUTBOX_RETRY_MS; a refusal (the plan deleted meanwhile) drops it.
 */
export function FinishedDaySender({ userId }: { userId: string }) {
  const day = useSyncExternalStore(subscribeFinishedDay, waitingFinishedDay);
  const online = useOnline();
  // Null until the outbox has been read: a set of the session may still be in it.
  const setsWaiting = useWaitingSetCount(userId);
  const { mutateAsync: completeDay } = useCompleteTrainingDay();
  const analysis = usePerformanceAnalysisJob();
  const recorded = useEffectEvent((analyse: boolean) => {
    forgetFinishedDay();
    if (analyse) analysis.start();
  });
  const [attempt, setAttempt] = useState(0);
  // One request at a time: a retry does not go out while the last one still waits for its answer.
  const sending = useRef(false);

  const ready = day !== null && day.userId === userId && online && setsWaiting === 0;
  useEffect(() => {
    if (!ready || !day || sending.current) return;
    sending.current = true;
    // The training first: sent again after a lost answer, both name what they named the first time.
    (day.training ? recordTraining(day.training) : Promise.resolve())
      .then(() => (day.planId !== null && day.dayNumber !== null ? completeDay({ planId: day.planId, dayNumber: day.dayNumber }) : undefined))
      .then(
        () => recorded(day.analyse),
        (error: unknown) => {
          if (!isTransient(error)) forgetFinishedDay();
        },
      )
      .finally(() => {
        sending.current = false;
      });
  }, [ready, day, attempt, completeDay]);

  useEffect(() => {
    if (!ready) return;
    const timer = window.setInterval(() => setAttempt((count) => count + 1), OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [ready]);
  return null;
}
