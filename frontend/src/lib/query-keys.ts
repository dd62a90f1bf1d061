/**
 * The cache keys the spec names (§7) that screens use so far; anything that changes one of these
 * invalidates it. `feedback` joins with the screen that reads it.
 */
export const queryKeys = {
  machines: ['machines'],
  workoutEntries: ['workoutEntries'],
  user: ['user'],
  feedback: ['feedback'],
  trainingPlans: ['trainingPlans'],
} as const;

/** Not spec keys: the shop's items and what the user owns. */
export const shopItemsKey = ['shopItems'] as const;
export const inventoryKey = ['inventory'] as const;

/** Not a spec key: the dashboard is a read model over machines and entries, refreshed with them. */
export const dashboardKey = ['dashboard'] as const;

/** Not spec keys: the lifter's trainings (GET /api/sessions) and imports (GET /api/imports), each also per id. */
export const sessionsKey = ['sessions'] as const;
export const importsKey = ['imports'] as const;
/** Not a spec key: an import's preview, apart from `importsKey` so that refreshing those never posts the file again. */
export const importPreviewKey = ['importPreview'] as const;
