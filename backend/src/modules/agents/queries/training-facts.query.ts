import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../database/database.js';
import type { TrainingFacts } from '../../coach/index.js';
import { buildTrainingFacts, RECENT_TRAININGS } from '../../coach/index.js';
import { batchingLoader } from '../../jobs/index.js';
import type { PlanDay } from '../../training-plans/index.js';
import { berlinDate, StreakReader } from '../../workouts/index.js';
import { toPlanFacts } from './plan-facts.js';
import { isUuid } from '../../../common/uuid.js';

type MachineFactsRow = [id: string, name: string, categories: string[]];
type EntryFactsRow = [id: string, machineId: string, maxWeight: number, reps: number, date: string, loggedPosition: number, rpe: number | null];
type WarmupFactsRow = [machineId: string, date: string, sets: number];
type TrainingFactsRow = [title: string, startedAt: string, durationMin: number | null, workSets: number, warmupSets: number];
type PlanFactsRow = [id: string, name: string, isActive: boolean, days: PlanDay[]];

interface UserFactsRow {
  display_name: string | null;
  name: string | null;
  full_name: string | null;
  fitness_goal: string | null;
  training_experience: string | null;
  training_frequency: string | null;
  focus_areas: string[] | null;
  body_weight: number | null;
  selected_training_plan_id: string | null;
  last_completed_training_day_per_plan: Record<string, number> | null;
  last_training_date: string | null;
  language: 'de' | 'en';
  hantel_currency: number;
}

interface FactsRow {
  id: string;
  user: UserFactsRow;
  machines: MachineFactsRow[];
  /** Work sets only: warm-ups count in no figure, they come as `warmups`. */
  entries: EntryFactsRow[];
  warmups: WarmupFactsRow[];
  /** The newest trainings with sets left, newest first. */
  trainings: TrainingFactsRow[];
  training_count: number;
  /** Newest first, as the plans read model lists them. */
  plans: PlanFactsRow[];
}

/**
 * The coach's view of one user, read from the read models (users, machines, workout_entries,
 * trainings, training_plans) and always for that user alone: this is all a language model ever sees of
 * anyone's data.
 */
@Injectable()
export class TrainingFactsQuery {
  // The AI jobs running at once in a worker share one round trip: jobs mostly wait on the database.
  private readonly batched = batchingLoader((userIds: readonly string[]) => this.forUsers(userIds, new Date()));

  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(StreakReader) private readonly streaks: StreakReader,
  ) {}

  /** The user's facts as of now; null for an unknown user. */
  forUser(userId: string): Promise<TrainingFacts | null> {
    return this.batched.load(userId);
  }

  /** One row per user, each holding only that user's own profile, machines, entries and plans. */
  private async forUsers(userIds: readonly string[], now: Date): Promise<(TrainingFacts | null)[]> {
    const { rows } = await this.db.query<FactsRow>(
      `SELECT u.id,
         row_to_json(u) AS user,
         COALESCE((SELECT json_agg(json_build_array(id, name, categories)) FROM machines
                   WHERE user_id = u.id AND deleted_at IS NULL), '[]'::json) AS machines,
         COALESCE((SELECT json_agg(json_build_array(id, machine_id, max_weight, reps, date, logged_position, rpe)) FROM workout_entries
                   WHERE user_id = u.id AND deleted_at IS NULL AND set_type <> 'warmup'), '[]'::json) AS entries,
         COALESCE((SELECT json_agg(json_build_array(machine_id, date, sets)) FROM
                     (SELECT machine_id, date, count(*)::int AS sets FROM workout_entries
                      WHERE user_id = u.id AND deleted_at IS NULL AND set_type = 'warmup' GROUP BY machine_id, date) warmup), '[]'::json) AS warmups,
         COALESCE((SELECT json_agg(json_build_array(title, started_at, duration_min, work, warmup) ORDER BY started_at DESC, id DESC) FROM
                     (SELECT t.id, t.title, t.started_at, t.duration_min, counted.work, counted.warmup FROM trainings t
                      CROSS JOIN LATERAL (SELECT count(*) FILTER (WHERE e.set_type <> 'warmup')::int AS work,
                                                 count(*) FILTER (WHERE e.set_type = 'warmup')::int AS warmup
                                          FROM workout_entries e JOIN machines m ON m.id = e.machine_id AND m.deleted_at IS NULL
                                          WHERE e.session_id = t.id AND e.user_id = u.id AND e.deleted_at IS NULL) counted
                      WHERE t.user_id = u.id AND counted.work + counted.warmup > 0
                      ORDER BY t.started_at DESC, t.id DESC LIMIT ${RECENT_TRAININGS}) recent), '[]'::json) AS trainings,
         (SELECT count(DISTINCT e.session_id)::int FROM workout_entries e JOIN machines m ON m.id = e.machine_id AND m.deleted_at IS NULL
          WHERE e.user_id = u.id AND e.deleted_at IS NULL AND e.session_id IS NOT NULL) AS training_count,
         COALESCE((SELECT json_agg(json_build_array(id, plan_name, is_active, training_days) ORDER BY created_date DESC, id) FROM training_plans
                   WHERE user_id = u.id AND deleted_at IS NULL), '[]'::json) AS plans
       FROM (SELECT id, display_name, name, full_name, fitness_goal, training_experience, training_frequency, focus_areas, body_weight,
                    selected_training_plan_id, last_completed_training_day_per_plan, last_training_date, language, hantel_currency
             FROM users WHERE id = ANY($1::uuid[])) u`,
      [[...new Set(userIds.filter(isUuid))]],
    );
    const today = berlinDate(now);
    // The streak decays with the clock, so it is computed when read, by the workouts context's one rule.
    const streaks = await Promise.all(rows.map((row) => this.streaks.weeksAndFreezes(row.id, now)));
    const facts = new Map(rows.map((row, index) => [row.id, toTrainingFacts(row, today, streaks[index]!)]));
    return userIds.map((userId) => facts.get(userId) ?? null);
  }

  /** Cheap check for the analysis function: does the user have entries, and one in the last 7 days? Warm-ups are no entries here either. */
  async entrySummary(userId: string, now: Date): Promise<{ total: number; recent: number; latestEntryId: string | null }> {
    const today = berlinDate(now);
    const { rows } = await this.db.query<{ total: number; recent: number; latest: string | null }>(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE date BETWEEN $2::date - 6 AND $2::date)::int AS recent,
              (SELECT id FROM workout_entries WHERE user_id = $1 AND deleted_at IS NULL AND set_type <> 'warmup'
               ORDER BY date DESC, logged_position DESC LIMIT 1) AS latest
       FROM workout_entries WHERE user_id = $1 AND deleted_at IS NULL AND set_type <> 'warmup'`,
      [userId, today],
    );
    return { total: rows[0]?.total ?? 0, recent: rows[0]?.recent ?? 0, latestEntryId: rows[0]?.latest ?? null };
  }
}

function toTrainingFacts(
  { user, machines, entries, warmups, trainings, training_count, plans }: FactsRow,
  today: string,
  streak: { weeks: number; freezesLeft: number },
): TrainingFacts {
  return buildTrainingFacts({
    today,
    account: { hanteln: user.hantel_currency, streakWeeks: streak.weeks, freezesLeft: streak.freezesLeft },
    userName: user.display_name ?? user.name ?? user.full_name?.split(' ')[0] ?? null,
    language: user.language,
    profile: {
      goal: user.fitness_goal,
      experience: user.training_experience,
      frequency: user.training_frequency,
      focusAreas: user.focus_areas ?? [],
      bodyWeight: user.body_weight === null ? null : Number(user.body_weight),
    },
    machines: machines.map(([id, name, categories]) => ({ id, name, categories })),
    entries: entries.map(([id, machineId, weight, reps, date, sequence, rpe]) => ({
      id,
      machineId,
      weight: Number(weight),
      reps,
      date,
      sequence: Number(sequence),
      rpe: rpe === null ? null : Number(rpe),
    })),
    warmups: warmups.map(([machineId, date, sets]) => ({ machineId, date, sets })),
    trainings: trainings.map(([title, startedAt, durationMin, workSets, warmupSets]) => ({ title, startedAt, durationMin, workSets, warmupSets })),
    trainingCount: training_count,
    plan: toPlanFacts(
      plans.map(([id, name, isActive, days]) => ({ id, name, is_active: isActive, days })),
      {
        selectedPlanId: user.selected_training_plan_id,
        lastCompletedDayPerPlan: user.last_completed_training_day_per_plan ?? {},
        lastTrainingDate: user.last_training_date,
      },
    ),
  });
}
