import type { RebuildProgress } from '../../../projections/rebuild/rebuild.js';
import type { RebuildJobProgress } from './rebuild.job.js';

/**
 * Shares of a rebuild's time, measured by the rebuild-under-load benchmark (1,000,000 events, 8
 * clients logging): folding the log 82 %, writing the shadow tables and building their indexes
 * 18 %; the swap is a moment under lock.
 */
const FOLD_SHARE = 0.8;
const FILL_SHARE = 0.19;

/** A rebuild's progress as the admins' progress bar shows it: percent of the whole, events per second so far. */
export function rebuildJobProgress(progress: RebuildProgress, elapsedMs: number): RebuildJobProgress {
  const folded = progress.total > 0 ? Math.min(progress.events / progress.total, 1) : 1;
  const share =
    progress.phase === 'fold'
      ? FOLD_SHARE * folded
      : progress.phase === 'fill'
        ? FOLD_SHARE + FILL_SHARE * (progress.tables > 0 ? progress.tablesFilled / progress.tables : 1)
        : FOLD_SHARE + FILL_SHARE;
  return {
    percent: Math.min(99, Math.floor(share * 100)),
    phase: progress.phase,
    events: progress.events,
    eventsPerSecond: eventsPerSecond(progress.events, elapsedMs),
    position: progress.position,
    head: progress.head,
  };
}

export function eventsPerSecond(events: number, elapsedMs: number): number {
  return elapsedMs > 0 ? Math.round((events / elapsedMs) * 1000) : 0;
}

/**
 * How long a running rebuild still takes, in whole seconds, from its share done so far and the
 * time it took: the shares (FOLD_SHARE, FILL_SHARE) are time shares, so the rest takes in
 * proportion. Unknown (null) before the first percent is done.
 */
export function secondsLeft(percent: number, elapsedMs: number): number | null {
  if (percent <= 0 || elapsedMs <= 0) return null;
  if (percent >= 100) return 0;
  return Math.ceil((elapsedMs * (100 - percent)) / percent / 1000);
}
