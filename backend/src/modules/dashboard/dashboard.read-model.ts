import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import { DashboardDayEntity, ExerciseSummaryEntity } from '../workouts/read-models/index.js';
import type { ExerciseSummaryRow } from '../workouts/read-models/index.js';
import { MachinesReadModel } from '../machines/index.js';
import { changePercent, estimatedOneRepMax, periodStart, pointSpan, roundToOneDecimal, setVolume } from '../workouts/index.js';
import type { Period, PointSpan } from '../workouts/index.js';
import type { CategoryFilter } from './dto/dashboard-query.dto.js';
import type { DashboardMachineDto } from './dto/dashboard-response.dto.js';
import { ALL_CATEGORIES, UNCATEGORISED } from './dto/dashboard-query.dto.js';

/** A chart point: the best set of a day, or of the best day of a week, month, …, (by estimated 1RM; rounded to one decimal when answered). */
export interface ChartPoint {
  date: string;
  weight: number;
  reps: number;
  score: number;
  e1rm: number;
  /** Only on a point that stands for more than its day: the span it is the best day of. */
  span?: Exclude<PointSpan, 'day'>;
}

/** Each record with the set that set it and its day, so the card marks the set and the page dates it. */
function recordsOf(summary: ExerciseSummaryRow): DashboardMachineDto['records'] {
  const setOf = (id: string, date: string, maxWeight: number, reps: number) => ({ id, date, max_weight: maxWeight, reps });
  return {
    max_weight: summary.heaviest_max_weight,
    best_e1rm: roundToOneDecimal(summary.best_e1rm),
    best_volume: summary.top_volume,
    max_weight_set: setOf(summary.heaviest_entry_id, summary.heaviest_date, summary.heaviest_max_weight, summary.heaviest_reps),
    best_e1rm_set: setOf(summary.best_entry_id, summary.best_date, summary.best_max_weight, summary.best_reps),
    best_volume_set: setOf(summary.top_volume_entry_id, summary.top_volume_date, summary.top_volume_max_weight, summary.top_volume_reps),
  };
}

/** Reads of the dashboard's read models (a row per exercise, a row per exercise and training day); never of events or of every entry. */
@Injectable()
export class DashboardReadModel {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(MachinesReadModel) private readonly machinesReadModel: MachinesReadModel,
  ) {}

  /** All-time entries and volume (spec), and the training days in the period (docs/decisions.md "Progress that agrees with itself"). */
  async totals(userId: string, period: Period, today: string): Promise<{ workouts: number; volume: number; training_days: number }> {
    const since = periodStart(period, today);
    const days = this.days(userId).select('count(DISTINCT day.date)', 'days');
    if (since !== null) days.andWhere('day.date >= :since', { since });
    const [totals, trainingDays] = await Promise.all([
      this.summaries(userId)
        .select('coalesce(sum(summary.set_count), 0)', 'workouts')
        .addSelect('coalesce(sum(summary.volume), 0)', 'volume')
        .getRawOne<{ workouts: string; volume: number }>(),
      days.getRawOne<{ days: string }>(),
    ]);
    return { workouts: Number(totals?.workouts ?? 0), volume: Math.round(Number(totals?.volume ?? 0)), training_days: Number(trainingDays?.days ?? 0) };
  }

  /** The user's machines in the category, newest activity first, each with its points in the period (`today` the Berlin date). */
  async machines(userId: string, category: CategoryFilter, period: Period, today: string): Promise<DashboardMachineDto[]> {
    const [machines, summaries, points] = await Promise.all([
      this.machineList(userId, category),
      this.exerciseSummaries(userId),
      this.periodPoints(userId, period, today),
    ]);
    return machines.map((machine) => {
      const summary = summaries.get(machine.id);
      const own = points.get(machine.id) ?? [];
      return {
        id: machine.id,
        name: machine.name,
        categories: machine.categories,
        catalogue_id: machine.catalogue_id,
        created_date: machine.created_date.toISOString(),
        updated_date: machine.updated_date.toISOString(),
        latest: summary
          ? {
              id: summary.latest_entry_id,
              max_weight: summary.latest_max_weight,
              reps: summary.latest_reps,
              date: summary.latest_date,
              e1rm: roundToOneDecimal(estimatedOneRepMax(summary.latest_max_weight, summary.latest_reps)),
            }
          : null,
        points: own.map((point) => ({ ...point, e1rm: roundToOneDecimal(point.e1rm) })),
        change_percent: changePercent(own),
        records: summary ? recordsOf(summary) : null,
        entry_count: summary ? Number(summary.set_count) : 0,
      };
    });
  }

  private async machineList(userId: string, category: CategoryFilter) {
    const machines = await this.machinesReadModel.list(userId);
    if (category === ALL_CATEGORIES) return machines;
    return machines.filter((machine) => (category === UNCATEGORISED ? machine.categories.length === 0 : (machine.categories as string[]).includes(category)));
  }

  private async exerciseSummaries(userId: string): Promise<Map<string, ExerciseSummaryRow>> {
    const rows = await this.summaries(userId).getMany();
    return new Map(rows.map((row) => [row.machine_id, row]));
  }

  /** The period's points; only `all` needs the first training date, to pick its span. */
  private async periodPoints(userId: string, period: Period, today: string): Promise<Map<string, ChartPoint[]>> {
    const first = period === 'all' ? await this.firstTrainingDate(userId) : null;
    return this.points(userId, periodStart(period, today), pointSpan(period, first, today));
  }

  private async firstTrainingDate(userId: string): Promise<string | null> {
    const first = await this.days(userId).select('min(day.date)', 'date').getRawOne<{ date: string | null }>();
    return first?.date ?? null;
  }

  /**
   * One point per machine and span (the best day's best set; on equal e1RMs the earlier day, the
   * one that reached it first), so a long period's answer does not grow with the years.
   */
  private async points(userId: string, since: string | null, span: PointSpan): Promise<Map<string, ChartPoint[]>> {
    const bucket = `date_trunc('${span}', day.date)`;
    const query = this.days(userId)
      .select(['day.machine_id AS machine_id', 'day.date AS date', 'day.best_max_weight AS weight', 'day.best_reps AS reps', 'day.best_e1rm AS e1rm'])
      .distinctOn(['day.machine_id', bucket])
      .orderBy('day.machine_id')
      .addOrderBy(bucket)
      .addOrderBy('day.best_e1rm', 'DESC')
      .addOrderBy('day.date');
    if (since !== null) query.andWhere('day.date >= :since', { since });
    const byMachine = new Map<string, ChartPoint[]>();
    for (const row of await query.getRawMany<{ machine_id: string; date: string; weight: number; reps: number; e1rm: number }>()) {
      const list = byMachine.get(row.machine_id) ?? [];
      list.push({
        date: row.date,
        weight: row.weight,
        reps: row.reps,
        score: setVolume(row.weight, row.reps),
        e1rm: row.e1rm,
        ...(span === 'day' ? {} : { span }),
      });
      byMachine.set(row.machine_id, list);
    }
    return byMachine;
  }

  private summaries(userId: string) {
    return this.db.manager.createQueryBuilder(ExerciseSummaryEntity, 'summary').where('summary.user_id = :userId', { userId });
  }

  private days(userId: string) {
    return this.db.manager.createQueryBuilder(DashboardDayEntity, 'day').where('day.user_id = :userId', { userId });
  }
}
