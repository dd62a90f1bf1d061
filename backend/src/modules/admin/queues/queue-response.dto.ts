import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { ApiJsonProperty } from '../../../common/http/api-json-property.js';

@ApiSchema({ name: 'QueueCounts' })
export class QueueCountsDto {
  @ApiProperty() name!: string;
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() completed!: number;
  @ApiProperty() workers!: number;
}

@ApiSchema({ name: 'QueueList' })
export class QueueListDto {
  @ApiProperty({ type: [QueueCountsDto] }) queues!: QueueCountsDto[];
}

@ApiSchema({ name: 'FailedJob' })
export class FailedJobDto {
  @ApiProperty() id!: string;
  @ApiProperty() queue!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'The failure as the worker recorded it (for operators, not translated).' }) error!: string;
  @ApiProperty({ type: String, nullable: true }) stacktrace!: string | null;
  @ApiProperty() attempts_made!: number;
  @ApiJsonProperty({ description: "The job's data." }) data!: unknown;
  @ApiProperty() created_at!: string;
  @ApiProperty({ type: String, nullable: true }) failed_at!: string | null;
}

/** Newest failure first. */
@ApiSchema({ name: 'FailedJobPage' })
export class FailedJobPageDto {
  @ApiProperty() total!: number;
  @ApiProperty({ type: [FailedJobDto] }) jobs!: FailedJobDto[];
}

@ApiSchema({ name: 'RetriedJob' })
export class RetriedJobDto {
  @ApiProperty() id!: string;
  @ApiProperty() state!: string;
}
