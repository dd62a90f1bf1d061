import type { TrainingEvent, TrainingSource, TrainingValues } from './trainings.events.js';

/** What a training may hold; longer titles and notes are cut, as exports carry whatever the lifter typed. */
export const TRAINING_LIMITS = { maxTitle: 120, maxNotes: 2000, maxDurationMin: 24 * 60 } as const;

const clip = (text: string | null, max: number): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed.slice(0, max);
};

/**
 * The event that records a training, with its values made fit to keep: a blank title becomes
 * "Training", a duration outside 0 to 24 hours is no duration.
 */
export function trainingRecorded(
  input: { trainingId: string; userId: string; source: TrainingSource; now: Date; entryIds?: string[] } & Omit<TrainingValues, 'startedAt'> & {
      startedAt: Date;
    },
): TrainingEvent {
  const { trainingId, userId, source, now, startedAt, durationMin, entryIds } = input;
  const duration = durationMin !== null && Number.isFinite(durationMin) && durationMin >= 0 && durationMin <= TRAINING_LIMITS.maxDurationMin;
  return {
    type: 'TrainingRecorded',
    data: {
      trainingId,
      userId,
      source,
      title: clip(input.title, TRAINING_LIMITS.maxTitle) ?? 'Training',
      startedAt: startedAt.toISOString(),
      durationMin: duration ? Math.round(durationMin) : null,
      notes: clip(input.notes, TRAINING_LIMITS.maxNotes),
      at: now.toISOString(),
      ...(entryIds && entryIds.length > 0 ? { entryIds } : {}),
    },
  };
}
