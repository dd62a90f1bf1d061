import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { MachineDto, PERIODS, PERSONAL_RECORDS } from '../../workouts/index.js';
import type { Period } from '../../workouts/index.js';
import type { SparklineSpan } from '../sparkline.js';
import { CATEGORY_FILTERS } from './dashboard-query.dto.js';
import type { CategoryFilter } from './dashboard-query.dto.js';

/**
 * A card's sparkline (issue #44): at most 12 points whatever the period, each the best set by
 * estimated 1RM of its span (`Dashboard.sparkline_span`), oldest first, as parallel lists so the
 * all-time answer of a lifter with 86 exercises stays under 80 KB. The exercise's own page reads
 * every set (`GET /api/workouts?filter={"machine_id":…}`).
 */
@ApiSchema({ name: 'Sparkline' })
export class SparklineDto {
  /** yyyy-MM-dd, the day of each point’s set. */
  dates!: string[];
  /** kg of each point’s set. */
  weights!: number[];
  reps!: number[];
  /** Index of the point that is the exercise's e1RM record (best_e1rm_set); null when the record lies outside the period. */
  record!: number | null;
}

@ApiSchema({ name: 'SparklineSpan' })
export class SparklineSpanDto {
  unit!: SparklineSpan['unit'];
  /** How many days or months one point stands for: 1 day is a training day. */
  length!: number;
}

/** The set that set a record: the first to reach it. Its value follows from weight and reps. */
@ApiSchema({ name: 'RecordSet' })
export class RecordSetDto {
  /** yyyy-MM-dd */
  date!: string;
  max_weight!: number;
  reps!: number;
}

@ApiSchema({ name: 'MachineRecords' })
export class MachineRecordsDto {
  max_weight_set!: RecordSetDto;
  best_e1rm_set!: RecordSetDto;
  best_volume_set!: RecordSetDto;
}

@ApiSchema({ name: 'LatestSet' })
export class LatestSetDto {
  id!: string;
  max_weight!: number;
  reps!: number;
  date!: string;
  @ApiProperty({ enum: PERSONAL_RECORDS, enumName: 'PersonalRecord', isArray: true, description: 'The records this set holds.' })
  personal_records!: (typeof PERSONAL_RECORDS)[number][];
}

@ApiSchema({ name: 'DashboardMachine' })
export class DashboardMachineDto extends MachineDto {
  /** The newest entry overall, also outside the period. */
  latest!: LatestSetDto | null;
  sparkline!: SparklineDto;
  /** The best set's e1RM on the first vs. the last training day in the period, rounded; null with fewer than two training days. */
  change_percent!: number | null;
  records!: MachineRecordsDto | null;
  entry_count!: number;
}

/** The weeks in a row with training, as `calculateStreak` and the dashboard answer them. */
@ApiSchema({ name: 'Streak' })
export class StreakDto {
  current_streak!: number;
  /** yyyy-MM-dd, the Monday of the current week. */
  week_start_date!: string;
}

@ApiSchema({ name: 'DashboardTotals' })
export class DashboardTotalsDto {
  /** Entries, all time (spec). */
  workouts!: number;
  /** kg, all time. */
  volume!: number;
  /** Days with at least one set in the period. */
  training_days!: number;
  /** kg, the sets in the period. */
  period_volume!: number;
}

/** `GET /api/dashboard` (read models only). */
@ApiSchema({ name: 'Dashboard' })
export class DashboardDto {
  @ApiProperty({ enum: PERIODS, enumName: 'Period' }) period!: Period;
  @ApiProperty({ enum: CATEGORY_FILTERS, enumName: 'CategoryFilter' }) category!: CategoryFilter;
  totals!: DashboardTotalsDto;
  streak!: StreakDto;
  /** What each point of the cards' sparklines stands for. */
  sparkline_span!: SparklineSpanDto;
  machines!: DashboardMachineDto[];
}
