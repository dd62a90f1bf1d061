import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import { DashboardDayEntity, ExerciseSummaryEntity, TrainingMonthEntity } from '../workouts/read-models/index.js';
import type { ExerciseSummaryRow, TrainingMonthRow } from '../workouts/read-models/index.js';
import { MachinesReader, periodStart, PERSONAL_RECORDS } from '../workouts/index.js';
import type { ExerciseSet, Period } from '../workouts/index.js';
import type { CategoryFilter } from './dto/dashboard-query.dto.js';
import type { DashboardMachineDto } from './dto/dashboard-response.dto.js';
import { ALL_CATEGORIES, UNCATEGORISED } from './dto/dashboard-query.dto.js';
import { changeFromFirstToLastDay } from './period-change.js';
import { sparklines, sparklineSpans } from './sparkline.js';
import type { SparklineSpan } from './sparkline.js';

/** Each record with the set that set it and its day, so the card names the set and dates it (the value follows from the set). */
function recordsOf(summary: ExerciseSummaryRow): DashboardMachineDto['records'] {
  const setOf = (date: string, maxWeight: number, reps: number) => ({ date, max_weight: maxWeight, reps });
  return {
    max_weight_set: setOf(summary.heaviest_date, summary.heaviest_max_weight, summary.heaviest_reps),
    best_e1rm_set: setOf(summary.best_date, summary.best_max_weight, summary.best_reps),
    best_volume_set: setOf(summary.top_volume_date, summary.top_volume_max_weight, summary.top_volume_reps),
  };
}

/** The records a set holds (it was the first to reach them), as an entry names them: the card's "PR" badge on its last set. */
function recordsHeldBy(entryId: string, summary: ExerciseSummaryRow): (typeof PERSONAL_RECORDS)[number][] {
  const holders = { weight: summary.heaviest_entry_id, e1rm: summary.best_entry_id, volume: summary.top_volume_entry_id };
  return PERSONAL_RECORDS.filter((record) => holders[record] === entryId);
}

/** Reads of the dashboard's read models (a row per exercise, a row per exercise and training day); never of events or of every entry. */
@Injectable()
export class DashboardReader {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(MachinesReader) private readonly machinesReader: MachinesReader,
  ) {}

  /**
   * All-time entries and volume (spec), and the training days and volume in the period, which the
   * stat cards show (docs/decisions/26-progress-that-agrees-with-itself.md, "Stat cards follow the period").
   */
  async totals(userId: string, period: Period, today: string): Promise<{ workouts: number; volume: number; training_days: number; period_volume: number }> {
    const since = periodStart(period, today);
    const [totals, trainingDays, periodVolume] = await Promise.all([
      this.summaries(userId)
        .select('coalesce(sum(summary.set_count), 0)', 'workouts')
        .addSelect('coalesce(sum(summary.volume), 0)', 'volume')
        .getRawOne<{ workouts: string; volume: number }>(),
      this.trainingDays(userId, since),
      since === null ? null : this.volumeSince(userId, since),
    ]);
    const volume = Math.round(Number(totals?.volume ?? 0));
    return { workouts: Number(totals?.workouts ?? 0), volume, training_days: trainingDays, period_volume: periodVolume ?? volume };
  }

  private async volumeSince(userId: string, since: string): Promise<number> {
    const row = await this.days(userId)
      .select('coalesce(sum(day.volume), 0)', 'volume')
      .andWhere('day.date >= :since', { since })
      .getRawOne<{ volume: number }>();
    return Math.round(Number(row?.volume ?? 0));
  }

  /** How many dates since `since` (null: ever) hold a set, counted in the user's months (training-months). */
  private async trainingDays(userId: string, since: string | null): Promise<number> {
    const [row] = await this.db.manager.query<{ days: string }[]>(
      since === null
        ? `SELECT coalesce(sum(cardinality(string_to_array(days, ','))), 0) AS days FROM training_months WHERE user_id = $1`
        : `SELECT count(*) AS days FROM training_months month, unnest(string_to_array(month.days, ',')) day
           WHERE month.user_id = $1 AND month.month >= date_trunc('month', $2::date) AND day::date >= $2`,
      since === null ? [userId] : [userId, since],
    );
    return Number(row?.days ?? 0);
  }

  /**
   * The user's machines in the category, newest activity first, each with its sparkline in the
   * period (`today` the Berlin date), and what a point of the sparklines stands for.
   */
  async machines(userId: string, category: CategoryFilter, period: Period, today: string): Promise<{ machines: DashboardMachineDto[]; span: SparklineSpan }> {
    const [machines, summaries, bests, changes] = await Promise.all([
      this.machineList(userId, category),
      this.exerciseSummaries(userId),
      this.periodBests(userId, period, today),
      this.periodEnds(userId, periodStart(period, today)).then(changeFromFirstToLastDay),
    ]);
    const spans = sparklineSpans(period, bests.firstTrainingDate, today);
    const lines = sparklines(bests.sets, spans, new Map([...summaries].map(([machineId, summary]) => [machineId, summary.best_entry_id])));
    const cards = machines.map((machine): DashboardMachineDto => {
      const summary = summaries.get(machine.id);
      const line = lines.get(machine.id);
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
              personal_records: recordsHeldBy(summary.latest_entry_id, summary),
            }
          : null,
        sparkline: {
          dates: line?.points.map((point) => point.date) ?? [],
          weights: line?.points.map((point) => point.max_weight) ?? [],
          reps: line?.points.map((point) => point.reps) ?? [],
          record: line?.record ?? null,
        },
        change_percent: changes.get(machine.id) ?? null,
        records: summary ? recordsOf(summary) : null,
        entry_count: summary ? Number(summary.set_count) : 0,
      };
    });
    return { machines: cards, span: { unit: spans.unit, length: spans.length } };
  }

  private async machineList(userId: string, category: CategoryFilter) {
    const machines = await this.machinesReader.list(userId);
    if (category === ALL_CATEGORIES) return machines;
    return machines.filter((machine) => (category === UNCATEGORISED ? machine.categories.length === 0 : (machine.categories as string[]).includes(category)));
  }

  private async exerciseSummaries(userId: string): Promise<Map<string, ExerciseSummaryRow>> {
    const rows = await this.summaries(userId).getMany();
    return new Map(rows.map((row) => [row.machine_id, row]));
  }

  /**
   * The best sets the period's sparklines are cut from: of 7d to 1y each training day's, of `all`
   * each month's (training-months, a row per month), with the first training day, where the
   * all-time spans begin.
   */
  private async periodBests(userId: string, period: Period, today: string): Promise<{ sets: ExerciseSet[]; firstTrainingDate: string | null }> {
    const since = periodStart(period, today);
    if (since !== null) return { sets: await this.dayBests(userId, since), firstTrainingDate: null };
    // A month's days are sorted, so the first month's first day is the first training date.
    const months = await this.db.manager
      .createQueryBuilder(TrainingMonthEntity, 'month')
      .select('month.bests', 'bests')
      .addSelect("split_part(month.days, ',', 1)", 'first_day')
      .where('month.user_id = :userId', { userId })
      .orderBy('month.month')
      .getRawMany<Pick<TrainingMonthRow, 'bests'> & { first_day: string }>();
    return {
      sets: months.flatMap((month) => Object.entries(month.bests).map(([machineId, set]) => ({ machineId, set }))),
      firstTrainingDate: months[0]?.first_day ?? null,
    };
  }

  /**
   * Each exercise's first and last training day since `since` (null: ever) with its best set: what
   * the change compares. Two index reads per exercise (dashboard_days' key is machine and date).
   * No `user_id` condition inside (a machine is one user's): with it, a planner without fresh
   * statistics read each exercise's ends through the (user, date) index, every day of the user
   * per exercise: 121 ms for the benchmark's Hevy user (86 exercises, two years), 7 ms once analysed.
   */
  private async periodEnds(userId: string, since: string | null): Promise<ExerciseSet[]> {
    const ends = (order: 'ASC' | 'DESC') =>
      `(SELECT machine_id, date, best_entry_id, best_seq, best_max_weight, best_reps FROM dashboard_days
        WHERE machine_id = summary.machine_id AND date >= $2 ORDER BY date ${order} LIMIT 1)`;
    const rows = await this.db.manager.query<{ machine_id: string; date: string; id: string; seq: string; max_weight: string; reps: number }[]>(
      `SELECT day.machine_id, to_char(day.date, 'YYYY-MM-DD') AS date, day.best_entry_id AS id, day.best_seq AS seq,
              day.best_max_weight AS max_weight, day.best_reps AS reps
       FROM exercise_summaries summary CROSS JOIN LATERAL (${ends('ASC')} UNION ALL ${ends('DESC')}) day
       WHERE summary.user_id = $1`,
      [userId, since ?? '-infinity'],
    );
    return rows.map(({ machine_id, id, date, seq, max_weight, reps }) => ({
      machineId: machine_id,
      set: { id, date, seq: Number(seq), max_weight: Number(max_weight), reps },
    }));
  }

  private async dayBests(userId: string, since: string): Promise<ExerciseSet[]> {
    const days = await this.days(userId)
      .select([
        'day.machine_id AS machine_id',
        'day.date AS date',
        'day.best_entry_id AS id',
        'day.best_seq AS seq',
        'day.best_max_weight AS max_weight',
        'day.best_reps AS reps',
      ])
      .andWhere('day.date >= :since', { since })
      .getRawMany<{ machine_id: string; date: string; id: string; seq: number; max_weight: number; reps: number }>();
    return days.map(({ machine_id, ...set }) => ({ machineId: machine_id, set }));
  }

  private summaries(userId: string) {
    return this.db.manager.createQueryBuilder(ExerciseSummaryEntity, 'summary').where('summary.user_id = :userId', { userId });
  }

  private days(userId: string) {
    return this.db.manager.createQueryBuilder(DashboardDayEntity, 'day').where('day.user_id = :userId', { userId });
  }
}
