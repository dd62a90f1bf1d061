import { Suspense } from 'react';
import { useSignedInUser } from '../lib/session';
import { FinishedDaySlot } from '../features/guided-training';
import { GymFloorStatus } from '../features/workouts';

/**
 * On every signed-in screen: the offline banner, the sending of waiting sets and of a guided training
 * finished offline, and the rest timer (loaded after the shell, never in its way).
 */
export function SignedInStatus() {
  const user = useSignedInUser();
  return (
    <Suspense fallback={null}>
      <GymFloorStatus userId={user.id} />
      <FinishedDaySlot userId={user.id} />
    </Suspense>
  );
}
