/** A year of training as Hevy exports it (hevy-export.mjs). */
export function hevyExport(options?: { sets?: number; lastDay?: Date }): string;
