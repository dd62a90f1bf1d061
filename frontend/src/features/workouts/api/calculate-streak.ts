import { invokeFunction } from '../../../lib/server-functions';

/** Spec §7: the streak is recalculated after each saved set. */
export const calculateStreak = () => invokeFunction('calculateStreak');
