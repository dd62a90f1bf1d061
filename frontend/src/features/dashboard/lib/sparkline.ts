import type { Sparkline, SparklineSpan } from '@hantelwerk/api-types';
import { estimatedOneRepMax } from '../../../shared/sets';

/** A point of a card's chart: the best set of its span, its estimated 1RM, and whether it is the exercise's e1RM record. */
export interface ChartPoint {
  date: string;
  weight: number;
  reps: number;
  e1rm: number;
  record: boolean;
}

/**
 * A card's points from the answer's sparkline (parallel lists, so the dashboard's answer stays
 * small: docs/api.md), oldest first.
 */
export function pointsOf(sparkline: Sparkline): ChartPoint[] {
  return sparkline.dates.map((date, index) => {
    const weight = sparkline.weights[index]!;
    const reps = sparkline.reps[index]!;
    return { date, weight, reps, e1rm: estimatedOneRepMax(weight, reps), record: sparkline.record === index };
  });
}

/** What a point stands for, for its tooltip: null for a training day, else the message and its count. */
export function spanLabel(span: SparklineSpan): { key: 'dashboard.bestOf.days' | 'dashboard.bestOf.month' | 'dashboard.bestOf.months'; count: number } | null {
  if (span.unit === 'day') return span.length === 1 ? null : { key: 'dashboard.bestOf.days', count: span.length };
  return { key: span.length === 1 ? 'dashboard.bestOf.month' : 'dashboard.bestOf.months', count: span.length };
}
