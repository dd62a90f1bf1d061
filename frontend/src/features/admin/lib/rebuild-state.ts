import type { RebuildJob } from '@hantelwerk/api-types';

/** A rebuild that waits for a worker or runs: its bar moves, and no other can be asked for. */
export const isRunning = (state: RebuildJob['state']): boolean => state === 'waiting' || state === 'active' || state === 'delayed';
