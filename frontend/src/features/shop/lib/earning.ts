/**
 * How Hanteln are earned, as the server pays them (backend/src/modules/workouts/rules/earnings.ts):
 * for the first set of a training day, and once a week while the streak is long enough.
 */
export const EARNING = { trainingDay: 10, streakWeek: 20, streakMinWeeks: 2 } as const;

/** Where the shop explains Hanteln and the streak; the top bar's chips lead there. */
export { SHOP_EARNING_ANCHOR as EARNING_ANCHOR } from '../../../config/paths';

/** How many Hanteln an item still needs; 0 when the balance covers it. */
export const missingHanteln = (balance: number, price: number): number => Math.max(0, price - balance);

/** Why an item could not be bought, shown on its card: too few Hanteln (with how many are missing), else the server's message. */
export interface PurchaseProblem {
  itemId: string;
  text: string;
  /** How many Hanteln are missing, when too few are the problem (0 when the balance shown was out of date). */
  missing?: number;
}
