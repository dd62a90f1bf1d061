/** Epley, as the server computes it (backend rules/performance.ts): w × (30 + reps) / 30; a single rep is the weight itself. */
export const estimatedOneRepMax = (weight: number, reps: number): number => (reps === 1 ? weight : (weight * (30 + reps)) / 30);
