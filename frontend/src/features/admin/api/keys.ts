/** Every admin query's key starts here, so a rebuild or a retry can refresh what it changed. */
export const adminKey = ['admin'] as const;

/** The debug screens refresh every 5 s (spec §9). */
export const DEBUG_REFRESH_MS = 5000;
