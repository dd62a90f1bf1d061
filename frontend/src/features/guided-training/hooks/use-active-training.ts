import { useCallback, useRef, useState } from 'react';
import { clearActiveTraining, readActiveTraining, saveActiveTraining, type ActiveTraining } from '../lib/active-training';

export type TrainingUpdate = ActiveTraining | null | ((current: ActiveTraining) => ActiveTraining | null);

/** `userId`'s running session, saved to the browser on every change (spec §4 Guided session); updates see the latest state. */
export function useActiveTraining(userId: string) {
  const [training, setTraining] = useState<ActiveTraining | null>(() => readActiveTraining(userId));
  const latest = useRef(training);
  const change = useCallback((update: TrainingUpdate) => {
    const next = typeof update === 'function' ? (latest.current ? update(latest.current) : null) : update;
    latest.current = next;
    if (next) saveActiveTraining(next);
    else clearActiveTraining();
    setTraining(next);
  }, []);
  return { training, change };
}
