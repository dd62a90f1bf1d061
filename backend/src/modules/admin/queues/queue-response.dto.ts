import { ApiSchema } from '@nestjs/swagger';
import { ApiJsonProperty } from '../../../common/http/api-json-property.js';

@ApiSchema({ name: 'QueueCounts' })
export class QueueCountsDto {
  name!: string;
  waiting!: number;
  active!: number;
  delayed!: number;
  failed!: number;
  completed!: number;
  workers!: number;
}

@ApiSchema({ name: 'QueueList' })
export class QueueListDto {
  queues!: QueueCountsDto[];
}

@ApiSchema({ name: 'FailedJob' })
export class FailedJobDto {
  id!: string;
  queue!: string;
  name!: string;
  /** The failure as the worker recorded it (for operators, not translated). */
  error!: string;
  stacktrace!: string | null;
  attempts_made!: number;
  @ApiJsonProperty({ description: "The job's data." }) data!: unknown;
  created_at!: string;
  failed_at!: string | null;
}

/** Newest failure first. */
@ApiSchema({ name: 'FailedJobPage' })
export class FailedJobPageDto {
  total!: number;
  jobs!: FailedJobDto[];
}

@ApiSchema({ name: 'RetriedJob' })
export class RetriedJobDto {
  id!: string;
  state!: string;
}
