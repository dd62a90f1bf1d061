/** How long after a logged workout the card keeps looking for the analysis it should produce. */
export const ANALYSIS_WAIT_MS = 2 * 60_000;
export const ANALYSIS_RECHECK_MS = 3000;

/**
 * True while a workout logged at `latestWorkoutAt` is newer than the last analysis and recent
 * enough that its analysis (started by the server or another screen) may still be on its way.
 */
export function isAnalysisDue(latestWorkoutAt: string | null | undefined, lastAnalysisDate: string | null | undefined, now: number = Date.now()): boolean {
  if (!latestWorkoutAt) return false;
  const logged = Date.parse(latestWorkoutAt);
  if (Number.isNaN(logged) || now - logged > ANALYSIS_WAIT_MS) return false;
  const analysed = lastAnalysisDate ? Date.parse(lastAnalysisDate) : Number.NaN;
  return Number.isNaN(analysed) || analysed < logged;
}
