import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { JobState } from 'bullmq';
import { ApiJsonProperty } from '../../common/http/api-json-property.js';

export const JOB_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed', 'prioritized', 'waiting-children', 'unknown'] as const;

/** `GET /api/jobs/{id}`: one of the user's own AI jobs. */
@ApiSchema({ name: 'JobStatus' })
export class JobStatusDto {
  id!: string;
  queue!: string;
  @ApiProperty({ enum: JOB_STATES, enumName: 'JobState' }) state!: JobState | 'unknown';
  @ApiProperty({ oneOf: [{ type: 'number' }, { type: 'object', additionalProperties: true }], description: 'Percent, or the job’s own progress object.' })
  progress!: number | object;
  @ApiJsonProperty({ required: false, description: 'The job’s result, once completed.' }) result?: unknown;
  /** Why it failed (German, for the user), once failed. */
  error?: string;
  attempts_made!: number;
  created_at!: string;
  finished_at!: string | null;
}
