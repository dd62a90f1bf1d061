/** The cache keys named in the spec (§7). Anything that changes one of these invalidates it. */
export const queryKeys = {
  machines: ['machines'],
  workoutEntries: ['workoutEntries'],
  trainingPlans: ['trainingPlans'],
  user: ['user'],
  feedback: ['feedback'],
} as const;
