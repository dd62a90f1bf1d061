import { ApiProperty, ApiSchema } from '@nestjs/swagger';

const REBUILD_PHASES = ['waiting', 'fold', 'fill', 'swap', 'done'] as const;
type RebuildState = 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';

@ApiSchema({ name: 'LastRebuild' })
export class LastRebuildDto {
  at!: string;
  position!: number;
}

@ApiSchema({ name: 'ProjectionStatus' })
export class ProjectionStatusDto {
  name!: string;
  table!: string;
  /** The read model this one is derived from, if any. */
  source!: string | null;
  /** The version of the read model's rules in this code. */
  version!: number;
  /** The version its table was built by; another one (stale) is rebuilt at the next start. */
  built_version!: number | null;
  status!: 'current' | 'stale';
  /** The log position the table reflects: read models are written in the appending transaction. */
  checkpoint!: number;
  lag!: number;
  rows!: number;
  /** Large tables are counted from Postgres' statistics. */
  rows_estimated!: boolean;
  last_rebuild!: LastRebuildDto | null;
}

@ApiSchema({ name: 'RebuildProgress' })
export class RebuildProgressDto {
  percent!: number;
  @ApiProperty({ enum: REBUILD_PHASES, enumName: 'RebuildPhase' }) phase!: (typeof REBUILD_PHASES)[number];
  events!: number;
  events_per_second!: number;
  position!: number;
  head!: number;
  /** Seconds still to go at the pace so far; null before any progress. */
  seconds_left!: number | null;
}

@ApiSchema({ name: 'RebuildResult' })
export class RebuildResultDto {
  events!: number;
  position!: number;
  milliseconds!: number;
  events_per_second!: number;
}

@ApiSchema({ name: 'RebuildJob' })
export class RebuildJobDto {
  id!: string;
  state!: RebuildState;
  read_models!: string[];
  requested_by!: string;
  progress!: RebuildProgressDto;
  result!: RebuildResultDto | null;
  error!: string | null;
  created_at!: string;
  finished_at!: string | null;
}

/** `GET /api/admin/projections` */
@ApiSchema({ name: 'ProjectionsOverview' })
export class ProjectionsOverviewDto {
  head!: number;
  projections!: ProjectionStatusDto[];
  /** The running rebuild, else the last one. */
  rebuild!: RebuildJobDto | null;
}

/** `GET /api/admin/projections/rebuild-preview?read_model=`: what a rebuild would do, for the admin to confirm. */
@ApiSchema({ name: 'RebuildPreview' })
export class RebuildPreviewDto {
  /** The read models that would be rebuilt. */
  read_models!: string[];
  /** How many events of the log the rebuild reads: those of the types these read models and their sources handle. */
  events!: number;
  /** The newest position in the log now. */
  head!: number;
}
