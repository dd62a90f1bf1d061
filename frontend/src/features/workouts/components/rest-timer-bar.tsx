import { Minus, Plus, Timer, X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { InDock } from '../../../components/ui/dock';
import { vibrate } from '../../../lib/vibrate';
import { useTranslation } from '../messages';
import { REST_STEP_SECONDS, restTimer } from '../../../shared/rest-timer/rest-timer-store';

/** "Pause vorbei" stays this long after the rest ran out. */
const OVER_NOTICE_MS = 4_000;
const END_VIBRATION = [200, 100, 200, 100, 400];

const formatSeconds = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

// The api draws the first screen without a rest (it lives in the browser): the hydrating render draws that too (main.tsx).
const noRestWhenDrawn = () => null;

/**
 * The rest between sets, in the dock above the bottom bar on every screen: time left, 15 s shorter
 * or longer, stop. When it runs out the phone vibrates (where it can) and says so for a moment.
 * Only the signed-in lifter's own rest shows; one left by another account on this phone is dropped.
 */
export function RestTimerBar({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const stored = useSyncExternalStore(restTimer.subscribe, restTimer.snapshot, noRestWhenDrawn);
  const timer = stored?.userId === userId ? stored : null;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (stored && stored.userId !== userId) restTimer.stop();
  }, [stored, userId]);

  useEffect(() => {
    if (!timer) return;
    const tick = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(tick);
  }, [timer]);

  const left = timer ? Math.ceil((timer.endsAt - now) / 1000) : 0;
  const over = timer !== null && left <= 0;

  useEffect(() => {
    if (!over) return;
    vibrate(END_VIBRATION);
    const hide = window.setTimeout(() => restTimer.stop(), OVER_NOTICE_MS);
    return () => window.clearTimeout(hide);
  }, [over]);

  if (!timer) return null;
  const progress = over ? 1 : 1 - left / timer.seconds;

  return (
    <InDock fallback="inline">
      <section className={`rest-timer${over ? ' rest-timer--over' : ''}`} aria-label={t('workouts.rest.label')}>
        <div className="rest-timer__progress" style={{ transform: `scaleX(${progress})` }} aria-hidden="true" />
        <Timer size={20} aria-hidden="true" className="rest-timer__icon" />
        <p className="rest-timer__time" role="timer" aria-live="off">
          {over ? t('workouts.rest.over') : t('workouts.rest.remaining', { time: formatSeconds(left) })}
        </p>
        {/* Only the end is announced: a countdown read aloud every second would drown everything else. */}
        <p className="visually-hidden" role="status">
          {over ? t('workouts.rest.over') : ''}
        </p>
        {!over && (
          <>
            <button
              type="button"
              className="icon-button rest-timer__button"
              aria-label={t('workouts.rest.shorter')}
              onClick={() => restTimer.adjust(-REST_STEP_SECONDS)}
            >
              <Minus size={18} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button rest-timer__button"
              aria-label={t('workouts.rest.longer')}
              onClick={() => restTimer.adjust(REST_STEP_SECONDS)}
            >
              <Plus size={18} aria-hidden="true" />
            </button>
          </>
        )}
        <button type="button" className="icon-button rest-timer__button" aria-label={t('workouts.rest.stop')} onClick={() => restTimer.stop()}>
          <X size={18} aria-hidden="true" />
        </button>
      </section>
    </InDock>
  );
}
