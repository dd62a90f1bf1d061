import type { DashboardMachine } from '../api/get-dashboard';

/** Epley, as the server computes it (backend rules/performance.ts): a single rep is the weight itself. */
const e1rm = (weight: number, reps: number) => (reps === 1 ? weight : weight * (1 + reps / 30));

/**
 * Whether the latest set is at the exercise's all-time best weight or e1RM: such a set is
 * celebrated, never shown as a drop, even when the period's first day had a higher e1RM.
 */
export function latestIsRecord({ latest, records }: Pick<DashboardMachine, 'latest' | 'records'>): boolean {
  if (!latest || !records) return false;
  // The server rounds e1RM to one decimal.
  return latest.max_weight >= records.max_weight || e1rm(latest.max_weight, latest.reps) >= records.best_e1rm - 0.05;
}
