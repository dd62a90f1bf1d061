import type { SetType } from '@hantelwerk/api-types';

export type { SetType };

/** RPE as the add screen offers it: 6 to 10 in half steps (the server's rule). */
export const RPE_VALUES: readonly number[] = Array.from({ length: 9 }, (_, index) => 6 + index / 2);

/**
 * Whether a set counts in volume, best sets and progress: warm-ups never do (the server leaves
 * them out of its figures and records). A set without a type (queued or stored before) is a normal one.
 */
export const countsInFigures = (set: { set_type?: SetType }) => set.set_type !== 'warmup';
