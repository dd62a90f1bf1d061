/** A year of training as Hevy exports it (hevy-export.mjs). */
export interface HevySet {
  title: string;
  start: Date;
  exercise: string;
  index: number;
  setType: 'warmup' | 'normal';
  weight: number;
  reps: number;
  rpe: number | null;
}
export function hevyHistory(options?: { sets?: number; lastDay?: Date; exercises?: readonly string[]; perTraining?: number; days?: number }): HevySet[];
export function hevyExport(options?: { sets?: number; lastDay?: Date }): string;
