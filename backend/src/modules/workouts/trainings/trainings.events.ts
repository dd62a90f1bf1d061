import { idempotentId } from '../../../common/idempotent-id.js';

/** Where a training came from: an import of another app's history, or a guided session. */
export type TrainingSource = 'import' | 'guided';

export interface TrainingValues {
  title: string;
  /** ISO instant the training began. */
  startedAt: string;
  durationMin: number | null;
  notes: string | null;
}

/**
 * A training (the API's "session"): what groups the sets done in one visit to the gym. Its sets
 * name it by `sessionId` in their WorkoutLogged events; the training itself is one event on a
 * stream of its own.
 */
export type TrainingEvent = {
  type: 'TrainingRecorded';
  /**
   * `entryIds`: sets logged before the training was recorded (a guided training, recorded when it
   * ends), which join it; an import's sets name the training themselves.
   */
  data: { trainingId: string; userId: string; source: TrainingSource; at: string; entryIds?: string[] } & TrainingValues;
};

export const TRAINING_EVENT_TYPES: readonly TrainingEvent['type'][] = ['TrainingRecorded'];

export const trainingStream = (trainingId: string) => `training-${trainingId}`;

/** One training per lifter and start: an import read twice, or a guided training sent again, names the same one. */
export const trainingIdOf = (userId: string, startedAt: Date) => idempotentId(startedAt.toISOString(), 'imported-training', userId);
