import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { SET_TYPES } from './rules/set-rules.js';
import type { SetType } from './rules/set-rules.js';

export const PERSONAL_RECORDS = ['weight', 'e1rm', 'volume'] as const;

/** WorkoutEntry as docs/api.md names it: spec §3 fields, the e1RM and the records it holds. */
@ApiSchema({ name: 'WorkoutEntry' })
export class WorkoutEntryDto {
  id!: string;
  machine_id!: string;
  max_weight!: number;
  reps!: number;
  /** yyyy-MM-dd */
  date!: string;
  notes!: string | null;
  @ApiProperty({ enum: SET_TYPES, enumName: 'SetType', description: 'Warm-up sets count in no figure' }) set_type!: SetType;
  /** 6–10 in half steps */
  rpe!: number | null;
  /** The training (GET /api/sessions/{id}) the set belongs to */
  session_id!: string | null;
  created_by!: string;
  created_at!: string;
  e1rm!: number;
  @ApiProperty({
    enum: PERSONAL_RECORDS,
    enumName: 'PersonalRecord',
    isArray: true,
    description: 'The records this entry holds (it was the first to reach the best value).',
  })
  personal_records!: (typeof PERSONAL_RECORDS)[number][];
}

/** `POST /api/workouts`: the new entry and the Hanteln it earned. */
@ApiSchema({ name: 'CreatedWorkoutEntry' })
export class CreatedWorkoutEntryDto extends WorkoutEntryDto {
  hanteln_earned!: number;
}
