import { lazy, Suspense } from 'react';
import { useSignedInUser } from '../features/auth';

// The outbox and the rest timer come with the workouts chunk, after the first screen, never in its way.
const GymFloorStatus = lazy(() => import('../features/workouts').then((workouts) => ({ default: workouts.GymFloorStatus })));

/** On every signed-in screen: the offline banner, the sending of waiting sets, and the rest timer. */
export function SignedInStatus() {
  const user = useSignedInUser();
  return (
    <Suspense fallback={null}>
      <GymFloorStatus userId={user.id} />
    </Suspense>
  );
}
