import { OutboxBanner } from './outbox-banner';
import { RestTimerBar } from './rest-timer-bar';

/** What the signed-in shell shows on every screen for logging: connection and waiting sets, and the rest timer. */
export function GymFloorStatus({ userId }: { userId: string }) {
  return (
    <>
      <OutboxBanner userId={userId} />
      <RestTimerBar userId={userId} />
    </>
  );
}
