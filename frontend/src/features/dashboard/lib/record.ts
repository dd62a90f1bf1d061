import type { DashboardMachine } from '../api/get-dashboard';

/**
 * Whether the latest set is at the exercise's all-time best weight or e1RM: such a set is
 * celebrated, never shown as a drop, even when the period's first day had a higher e1RM.
 */
export function latestIsRecord({ latest, records }: Pick<DashboardMachine, 'latest' | 'records'>): boolean {
  if (!latest || !records) return false;
  // Both e1RMs are the server's, rounded alike to one decimal.
  return latest.max_weight >= records.max_weight || latest.e1rm >= records.best_e1rm;
}
