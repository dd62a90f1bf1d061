/** A plan's reps target: a count ("8") or a rising range ("8-10"), each from 1 to 100, as the server keeps it. */
export const MAX_REP_COUNT = 100;

/** "8-12" → {min: 8, max: 12}; "10" → 10–10; anything else (a time, empty, falling) → null. */
export function repRange(reps: string | null | undefined): { min: number; max: number } | null {
  const match = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(reps ?? '');
  if (!match) return null;
  const min = Number(match[1]);
  const max = match[2] ? Number(match[2]) : min;
  return min >= 1 && max >= min && max <= MAX_REP_COUNT ? { min, max } : null;
}

/** The target as the plan sends it: "8-10" or "8", or null for a blank field. Undefined: not a target. */
export function repsTargetText(typed: string): string | null | undefined {
  if (typed.trim() === '') return null;
  const range = repRange(typed);
  if (!range) return undefined;
  return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
}
