import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { MachineDto } from '../../machines/index.js';
import { PERIODS, PERSONAL_RECORDS } from '../../workouts/index.js';
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
  @ApiProperty({ type: [String], description: 'yyyy-MM-dd, the day of each point’s set.' }) dates!: string[];
  @ApiProperty({ type: [Number], description: 'kg of each point’s set.' }) weights!: number[];
  @ApiProperty({ type: [Number] }) reps!: number[];
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "Index of the point that is the exercise's e1RM record (best_e1rm_set); null when the record lies outside the period.",
  })
  record!: number | null;
}

@ApiSchema({ name: 'SparklineSpan' })
export class SparklineSpanDto {
  @ApiProperty({ enum: ['day', 'month'] }) unit!: SparklineSpan['unit'];
  @ApiProperty({ description: 'How many days or months one point stands for: 1 day is a training day.' }) length!: number;
}

/** The set that set a record: the first to reach it. Its value follows from weight and reps. */
@ApiSchema({ name: 'RecordSet' })
export class RecordSetDto {
  @ApiProperty({ description: 'yyyy-MM-dd' }) date!: string;
  @ApiProperty() max_weight!: number;
  @ApiProperty() reps!: number;
}

@ApiSchema({ name: 'MachineRecords' })
export class MachineRecordsDto {
  @ApiProperty({ type: RecordSetDto }) max_weight_set!: RecordSetDto;
  @ApiProperty({ type: RecordSetDto }) best_e1rm_set!: RecordSetDto;
  @ApiProperty({ type: RecordSetDto }) best_volume_set!: RecordSetDto;
}

@ApiSchema({ name: 'LatestSet' })
export class LatestSetDto {
  @ApiProperty() id!: string;
  @ApiProperty() max_weight!: number;
  @ApiProperty() reps!: number;
  @ApiProperty() date!: string;
  @ApiProperty({ enum: PERSONAL_RECORDS, enumName: 'PersonalRecord', isArray: true, description: 'The records this set holds.' })
  personal_records!: (typeof PERSONAL_RECORDS)[number][];
}

@ApiSchema({ name: 'DashboardMachine' })
export class DashboardMachineDto extends MachineDto {
  @ApiProperty({ type: LatestSetDto, nullable: true, description: 'The newest entry overall, also outside the period.' }) latest!: LatestSetDto | null;
  @ApiProperty({ type: SparklineDto }) sparkline!: SparklineDto;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: "The best set's e1RM on the first vs. the last training day in the period, rounded; null with fewer than two training days.",
  })
  change_percent!: number | null;
  @ApiProperty({ type: MachineRecordsDto, nullable: true }) records!: MachineRecordsDto | null;
  @ApiProperty() entry_count!: number;
}

/** The weeks in a row with training, as `calculateStreak` and the dashboard answer them. */
@ApiSchema({ name: 'Streak' })
export class StreakDto {
  @ApiProperty() current_streak!: number;
  @ApiProperty({ description: 'yyyy-MM-dd, the Monday of the current week.' }) week_start_date!: string;
}

@ApiSchema({ name: 'DashboardTotals' })
export class DashboardTotalsDto {
  @ApiProperty({ description: 'Entries, all time (spec).' }) workouts!: number;
  @ApiProperty({ description: 'kg, all time.' }) volume!: number;
  @ApiProperty({ description: 'Days with at least one set in the period.' }) training_days!: number;
  @ApiProperty({ description: 'kg, the sets in the period.' }) period_volume!: number;
}

/** `GET /api/dashboard` (read models only). */
@ApiSchema({ name: 'Dashboard' })
export class DashboardDto {
  @ApiProperty({ enum: PERIODS, enumName: 'Period' }) period!: Period;
  @ApiProperty({ enum: CATEGORY_FILTERS, enumName: 'CategoryFilter' }) category!: CategoryFilter;
  @ApiProperty() totals!: DashboardTotalsDto;
  @ApiProperty() streak!: StreakDto;
  @ApiProperty({ description: "What each point of the cards' sparklines stands for." }) sparkline_span!: SparklineSpanDto;
  @ApiProperty({ type: [DashboardMachineDto] }) machines!: DashboardMachineDto[];
}
