import type { RecordedEvent } from '../../../event-store/event.js';
import type { WriteSession } from '../../../event-store/write-session.js';

export interface ExerciseMerge {
  userId: string;
  /** The merged exercise's name, which no longer exists. */
  from: string;
  /** The kept exercise's name. */
  into: string;
  now: Date;
}

/**
 * What a context above workouts does in a merge's own transaction for what it names by the
 * exercise's name: training-plans renames its plans' exercises. A port, so that the merge needs
 * no import of the plans (docs/architecture.md, "The contexts' graph"); training-plans provides it
 * in a global module, because the merge's handler is resolved wherever MachineCommandsModule is.
 */
export abstract class ExerciseMergeFollower {
  abstract follow(session: WriteSession, merge: ExerciseMerge, causedBy: RecordedEvent): Promise<void>;
}
