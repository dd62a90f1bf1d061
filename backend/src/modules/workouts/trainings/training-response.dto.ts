import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { WorkoutEntryDto } from '../workout-response.dto.js';

/** A training as `GET /api/sessions` lists it. */
@ApiSchema({ name: 'TrainingSession' })
export class TrainingSessionDto {
  @ApiProperty() id!: string;
  @ApiProperty() title!: string;
  @ApiProperty({ description: 'ISO instant the training began' }) started_at!: string;
  @ApiProperty({ type: Number, nullable: true }) duration_min!: number | null;
  @ApiProperty({ type: String, nullable: true }) notes!: string | null;
  @ApiProperty() set_count!: number;
}

/** `GET /api/sessions/{id}`: the training with its sets in the order they were done. */
@ApiSchema({ name: 'TrainingSessionWithSets' })
export class TrainingSessionWithSetsDto extends TrainingSessionDto {
  @ApiProperty({ type: [WorkoutEntryDto] }) sets!: WorkoutEntryDto[];
}
