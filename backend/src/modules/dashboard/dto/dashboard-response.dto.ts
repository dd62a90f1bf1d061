import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { MachineDto } from '../../machines/index.js';
import { PERIODS } from '../../workouts/index.js';
import type { Period, PointSpan } from '../../workouts/index.js';
import { CATEGORY_FILTERS } from './dashboard-query.dto.js';
import type { CategoryFilter } from './dashboard-query.dto.js';

/** A chart point: the best set of a day (or of a span on long periods) by estimated 1RM (kg, one decimal), what the change compares. */
@ApiSchema({ name: 'ChartPoint' })
export class ChartPointDto {
  @ApiProperty() date!: string;
  @ApiProperty() weight!: number;
  @ApiProperty() reps!: number;
  @ApiProperty() score!: number;
  @ApiProperty() e1rm!: number;
  @ApiPropertyOptional({
    enum: ['week', 'month', 'quarter', 'year'],
    description: "On long periods the point is the best day of this span (absent: one training day's best set).",
  })
  span?: PointSpan;
}

/** The set that set a record: the first to reach it. */
@ApiSchema({ name: 'RecordSet' })
export class RecordSetDto {
  @ApiProperty() id!: string;
  @ApiProperty({ description: 'yyyy-MM-dd' }) date!: string;
  @ApiProperty() max_weight!: number;
  @ApiProperty() reps!: number;
}

@ApiSchema({ name: 'MachineRecords' })
export class MachineRecordsDto {
  @ApiProperty() max_weight!: number;
  @ApiProperty() best_e1rm!: number;
  @ApiProperty() best_volume!: number;
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
  @ApiProperty() e1rm!: number;
}

@ApiSchema({ name: 'DashboardMachine' })
export class DashboardMachineDto extends MachineDto {
  @ApiProperty({ type: LatestSetDto, nullable: true, description: 'The newest entry overall, also outside the period.' }) latest!: LatestSetDto | null;
  @ApiProperty({ type: [ChartPointDto], description: 'Oldest first, one per training day in the period.' }) points!: ChartPointDto[];
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
  @ApiProperty({ type: [DashboardMachineDto] }) machines!: DashboardMachineDto[];
}
