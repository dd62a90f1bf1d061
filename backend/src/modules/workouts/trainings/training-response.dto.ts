import { ApiSchema } from '@nestjs/swagger';
import { WorkoutEntryDto } from '../workout-response.dto.js';

/** A training as `GET /api/sessions` lists it. */
@ApiSchema({ name: 'TrainingSession' })
export class TrainingSessionDto {
  id!: string;
  title!: string;
  /** ISO instant the training began */
  started_at!: string;
  duration_min!: number | null;
  notes!: string | null;
  set_count!: number;
}

/** `GET /api/sessions/{id}`: the training with its sets in the order they were done. */
@ApiSchema({ name: 'TrainingSessionWithSets' })
export class TrainingSessionWithSetsDto extends TrainingSessionDto {
  sets!: WorkoutEntryDto[];
}
