import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeFinishedDay, waitingFinishedDay } from '../lib/finished-day';

// Loaded only while a finished training waits to be sent, never with the first screen.
const FinishedDaySender = lazy(() => import('./finished-day-sender').then((sender) => ({ default: sender.FinishedDaySender })));

/** The server's drawing of the first screen (entry-server.tsx) knows no browser storage. */
const nothingWaitsOnTheServer = () => null;

/** The shell's slot for a finished guided training that waits for the connection (on every signed-in screen). */
export function FinishedDaySlot({ userId }: { userId: string }) {
  const day = useSyncExternalStore(subscribeFinishedDay, waitingFinishedDay, nothingWaitsOnTheServer);
  if (day?.userId !== userId) return null;
  return (
    <Suspense fallback={null}>
      <FinishedDaySender userId={userId} />
    </Suspense>
  );
}
