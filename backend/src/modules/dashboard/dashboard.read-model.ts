import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import { CATEGORIES } from '../machines/machine-rules.js';
import type { Category } from '../machines/machine-rules.js';
import { ONE_REP_MAX_RANK_SCALE, changePercent, roundToOneDecimal } from '../workouts/rules/performance.js';
import type { CategoryFilter } from './dto/dashboard-query.dto.js';
import { ALL_CATEGORIES, UNCATEGORISED } from './dto/dashboard-query.dto.js';

interface MachineSummaryRow {
  id: string;
  name: string;
  categories: Category[];
  created_date: Date;
  updated_date: Date;
  entry_count: number | null;
  latest_entry_id: string | null;
  latest_date: string | null;
  latest_max_weight: number | null;
  latest_reps: number | null;
  weight_value: number | null;
  e1rm_value: number | null;
  volume_value: number | null;
}

interface PointRow {
  machine_id: string;
  date: string;
  max_weight: number;
  reps: number;
  score: number;
}

export interface ChartPoint {
  date: string;
  weight: number;
  reps: number;
  score: number;
}

/** Reads of the dashboard read models; never of events or of every entry. */
@Injectable()
export class DashboardReadModel {
  constructor(@Inject(Database) private readonly db: Database) {}

  async totals(userId: string): Promise<{ workouts: number; volume: number }> {
    const { rows } = await this.db.query<{ workouts: number; volume: number }>(
      'SELECT workouts, volume FROM dashboard_totals WHERE user_id = $1',
      [userId],
    );
    return { workouts: rows[0]?.workouts ?? 0, volume: Math.round(rows[0]?.volume ?? 0) };
  }

  /** The user's machines in the category, newest activity first, each with its points from `since` on. */
  async machines(userId: string, category: CategoryFilter, since: string | null) {
    const values: unknown[] = [userId];
    let inCategory = '';
    if (category === UNCATEGORISED) inCategory = 'AND cardinality(machine.categories) = 0';
    else if (category !== ALL_CATEGORIES && (CATEGORIES as readonly string[]).includes(category)) {
      values.push(category);
      inCategory = 'AND $2 = ANY(machine.categories)';
    }
    const { rows: machines } = await this.db.query<MachineSummaryRow>(
      `SELECT machine.id, machine.name, machine.categories, machine.created_date, machine.updated_date,
              summary.entry_count, summary.latest_entry_id, summary.latest_date, summary.latest_max_weight, summary.latest_reps,
              summary.weight_value, summary.e1rm_value, summary.volume_value
       FROM machines machine LEFT JOIN dashboard_machines summary ON summary.machine_id = machine.id
       WHERE machine.user_id = $1 AND machine.deleted_at IS NULL ${inCategory}
       ORDER BY machine.updated_date DESC, machine.created_date DESC, machine.id`,
      values,
    );
    const points = await this.points(
      userId,
      machines.map((machine) => machine.id),
      since,
    );
    return machines.map((machine) => {
      const own = points.get(machine.id) ?? [];
      const hasEntries = (machine.entry_count ?? 0) > 0;
      return {
        id: machine.id,
        name: machine.name,
        categories: machine.categories,
        created_date: machine.created_date.toISOString(),
        updated_date: machine.updated_date.toISOString(),
        latest:
          hasEntries && machine.latest_entry_id
            ? { id: machine.latest_entry_id, max_weight: machine.latest_max_weight!, reps: machine.latest_reps!, date: machine.latest_date! }
            : null,
        points: own,
        change_percent: changePercent(own),
        records: hasEntries
          ? {
              max_weight: machine.weight_value,
              best_e1rm: machine.e1rm_value === null ? null : roundToOneDecimal(machine.e1rm_value / ONE_REP_MAX_RANK_SCALE),
              best_volume: machine.volume_value,
            }
          : null,
        entry_count: machine.entry_count ?? 0,
      };
    });
  }

  /** One row per machine and training day (the day's best set), so a heavy user's years stay small. */
  private async points(userId: string, machineIds: string[], since: string | null): Promise<Map<string, ChartPoint[]>> {
    const byMachine = new Map<string, ChartPoint[]>();
    if (machineIds.length === 0) return byMachine;
    const { rows } = await this.db.query<PointRow>(
      `SELECT machine_id, date, max_weight, reps, score FROM dashboard_points
       WHERE user_id = $1 AND machine_id = ANY($2::uuid[]) ${since === null ? '' : 'AND date >= $3'}
       ORDER BY machine_id, date`,
      since === null ? [userId, machineIds] : [userId, machineIds, since],
    );
    for (const row of rows) {
      const list = byMachine.get(row.machine_id) ?? [];
      list.push({ date: row.date, weight: row.max_weight, reps: row.reps, score: row.score });
      byMachine.set(row.machine_id, list);
    }
    return byMachine;
  }
}
