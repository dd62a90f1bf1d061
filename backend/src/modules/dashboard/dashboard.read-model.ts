import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import { DashboardDayEntity } from '../workouts/read-models/index.js';
import { MachinesReadModel } from '../machines/index.js';
import { changePercent, estimatedOneRepMax, roundToOneDecimal, setVolume } from '../workouts/index.js';
import type { CategoryFilter } from './dto/dashboard-query.dto.js';
import type { DashboardMachineDto } from './dto/dashboard-response.dto.js';
import { ALL_CATEGORIES, UNCATEGORISED } from './dto/dashboard-query.dto.js';

/** A chart point: the day's best set (by estimated 1RM; rounded to one decimal when answered). */
export interface ChartPoint {
  date: string;
  weight: number;
  reps: number;
  score: number;
  e1rm: number;
}

/** Per machine over all its days: the count, the last set and the three records. */
interface MachineSummaryRow {
  machine_id: string;
  entry_count: string;
  latest_entry_id: string;
  date: string;
  latest_max_weight: number;
  latest_reps: number;
  max_weight: number;
  best_e1rm: number;
  best_volume: number;
}

const OVER_MACHINE = 'OVER (PARTITION BY day.machine_id)';

/** Reads of the dashboard's read model (a row per machine and training day); never of events or of every entry. */
@Injectable()
export class DashboardReadModel {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(MachinesReadModel) private readonly machinesReadModel: MachinesReadModel,
  ) {}

  async totals(userId: string): Promise<{ workouts: number; volume: number }> {
    const totals = await this.days(userId)
      .select('coalesce(sum(day.set_count), 0)', 'workouts')
      .addSelect('coalesce(sum(day.volume), 0)', 'volume')
      .getRawOne<{ workouts: string; volume: number }>();
    return { workouts: Number(totals?.workouts ?? 0), volume: Math.round(Number(totals?.volume ?? 0)) };
  }

  /** The user's machines in the category, newest activity first, each with its points from `since` on. */
  async machines(userId: string, category: CategoryFilter, since: string | null): Promise<DashboardMachineDto[]> {
    const [machines, summaries, points] = await Promise.all([this.machineList(userId, category), this.summaries(userId), this.points(userId, since)]);
    return machines.map((machine) => {
      const summary = summaries.get(machine.id);
      const own = points.get(machine.id) ?? [];
      return {
        id: machine.id,
        name: machine.name,
        categories: machine.categories,
        created_date: machine.created_date.toISOString(),
        updated_date: machine.updated_date.toISOString(),
        latest: summary
          ? {
              id: summary.latest_entry_id,
              max_weight: summary.latest_max_weight,
              reps: summary.latest_reps,
              date: summary.date,
              e1rm: roundToOneDecimal(estimatedOneRepMax(summary.latest_max_weight, summary.latest_reps)),
            }
          : null,
        points: own.map((point) => ({ ...point, e1rm: roundToOneDecimal(point.e1rm) })),
        change_percent: changePercent(own),
        records: summary ? { max_weight: summary.max_weight, best_e1rm: roundToOneDecimal(summary.best_e1rm), best_volume: summary.best_volume } : null,
        entry_count: summary ? Number(summary.entry_count) : 0,
      };
    });
  }

  private async machineList(userId: string, category: CategoryFilter) {
    const machines = await this.machinesReadModel.list(userId);
    if (category === ALL_CATEGORIES) return machines;
    return machines.filter((machine) => (category === UNCATEGORISED ? machine.categories.length === 0 : (machine.categories as string[]).includes(category)));
  }

  /** Over each machine's days at once: the newest day's last set, the set count and the best values. */
  private async summaries(userId: string): Promise<Map<string, MachineSummaryRow>> {
    const rows = await this.days(userId)
      .select(['day.machine_id AS machine_id', 'day.date AS date', 'day.latest_entry_id AS latest_entry_id'])
      .addSelect(['day.latest_max_weight AS latest_max_weight', 'day.latest_reps AS latest_reps'])
      .addSelect(`sum(day.set_count) ${OVER_MACHINE}`, 'entry_count')
      .addSelect(`max(day.heaviest_weight) ${OVER_MACHINE}`, 'max_weight')
      .addSelect(`max(day.best_e1rm) ${OVER_MACHINE}`, 'best_e1rm')
      .addSelect(`max(day.top_volume) ${OVER_MACHINE}`, 'best_volume')
      .distinctOn(['day.machine_id'])
      .orderBy('day.machine_id')
      .addOrderBy('day.date', 'DESC')
      .getRawMany<MachineSummaryRow>();
    return new Map(rows.map((row) => [row.machine_id, row]));
  }

  /** One point per machine and training day (the day's best set), so a heavy user's years stay small. */
  private async points(userId: string, since: string | null): Promise<Map<string, ChartPoint[]>> {
    const query = this.days(userId)
      .select(['day.machine_id AS machine_id', 'day.date AS date', 'day.best_max_weight AS weight', 'day.best_reps AS reps', 'day.best_e1rm AS e1rm'])
      .orderBy('day.machine_id')
      .addOrderBy('day.date');
    if (since !== null) query.andWhere('day.date >= :since', { since });
    const byMachine = new Map<string, ChartPoint[]>();
    for (const row of await query.getRawMany<{ machine_id: string; date: string; weight: number; reps: number; e1rm: number }>()) {
      const list = byMachine.get(row.machine_id) ?? [];
      list.push({ date: row.date, weight: row.weight, reps: row.reps, score: setVolume(row.weight, row.reps), e1rm: row.e1rm });
      byMachine.set(row.machine_id, list);
    }
    return byMachine;
  }

  private days(userId: string) {
    return this.db.manager.createQueryBuilder(DashboardDayEntity, 'day').where('day.user_id = :userId', { userId });
  }
}
