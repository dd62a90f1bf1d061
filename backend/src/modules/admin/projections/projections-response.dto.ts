import { ApiProperty, ApiSchema } from '@nestjs/swagger';

const REBUILD_PHASES = ['waiting', 'fold', 'fill', 'swap', 'done'] as const;
const REBUILD_STATES = ['waiting', 'active', 'completed', 'failed', 'delayed', 'unknown'] as const;

@ApiSchema({ name: 'LastRebuild' })
export class LastRebuildDto {
  @ApiProperty() at!: string;
  @ApiProperty() position!: number;
}

@ApiSchema({ name: 'ProjectionStatus' })
export class ProjectionStatusDto {
  @ApiProperty() name!: string;
  @ApiProperty() table!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The read model this one is derived from, if any.' }) source!: string | null;
  @ApiProperty({ description: "The version of the read model's rules in this code." }) version!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The version its table was built by; another one (stale) is rebuilt at the next start.' })
  built_version!: number | null;
  @ApiProperty({ enum: ['current', 'stale'] }) status!: 'current' | 'stale';
  @ApiProperty({ description: 'The log position the table reflects: read models are written in the appending transaction.' }) checkpoint!: number;
  @ApiProperty() lag!: number;
  @ApiProperty() rows!: number;
  @ApiProperty({ description: "Large tables are counted from Postgres' statistics." }) rows_estimated!: boolean;
  @ApiProperty({ type: LastRebuildDto, nullable: true }) last_rebuild!: LastRebuildDto | null;
}

@ApiSchema({ name: 'RebuildProgress' })
export class RebuildProgressDto {
  @ApiProperty() percent!: number;
  @ApiProperty({ enum: REBUILD_PHASES, enumName: 'RebuildPhase' }) phase!: (typeof REBUILD_PHASES)[number];
  @ApiProperty() events!: number;
  @ApiProperty() events_per_second!: number;
  @ApiProperty() position!: number;
  @ApiProperty() head!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Seconds still to go at the pace so far; null before any progress.' })
  seconds_left!: number | null;
}

@ApiSchema({ name: 'RebuildResult' })
export class RebuildResultDto {
  @ApiProperty() events!: number;
  @ApiProperty() position!: number;
  @ApiProperty() milliseconds!: number;
  @ApiProperty() events_per_second!: number;
}

@ApiSchema({ name: 'RebuildJob' })
export class RebuildJobDto {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: REBUILD_STATES }) state!: (typeof REBUILD_STATES)[number];
  @ApiProperty({ type: [String] }) read_models!: string[];
  @ApiProperty() requested_by!: string;
  @ApiProperty() progress!: RebuildProgressDto;
  @ApiProperty({ type: RebuildResultDto, nullable: true }) result!: RebuildResultDto | null;
  @ApiProperty({ type: String, nullable: true }) error!: string | null;
  @ApiProperty() created_at!: string;
  @ApiProperty({ type: String, nullable: true }) finished_at!: string | null;
}

/** `GET /api/admin/projections` */
@ApiSchema({ name: 'ProjectionsOverview' })
export class ProjectionsOverviewDto {
  @ApiProperty() head!: number;
  @ApiProperty({ type: [ProjectionStatusDto] }) projections!: ProjectionStatusDto[];
  @ApiProperty({ type: RebuildJobDto, nullable: true, description: 'The running rebuild, else the last one.' }) rebuild!: RebuildJobDto | null;
}

/** `GET /api/admin/projections/rebuild-preview?read_model=`: what a rebuild would do, for the admin to confirm. */
@ApiSchema({ name: 'RebuildPreview' })
export class RebuildPreviewDto {
  @ApiProperty({ type: [String], description: 'The read models that would be rebuilt.' }) read_models!: string[];
  @ApiProperty({ description: 'How many events of the log the rebuild reads: those of the types these read models and their sources handle.' })
  events!: number;
  @ApiProperty({ description: 'The newest position in the log now.' }) head!: number;
}
