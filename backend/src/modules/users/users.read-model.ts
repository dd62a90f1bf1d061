import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import type { Queryable } from '../../database/database.js';
import type { UserRole } from './users.events.js';

export interface UserRow {
  id: string;
  email: string;
  full_name: string | null;
  name: string | null;
  display_name: string | null;
  profile_image: string | null;
  picture: string | null;
  role: UserRole;
  language: 'de' | 'en';
  hantel_currency: number;
  onboarding_completed: boolean;
  training_frequency: string | null;
  fitness_goal: string | null;
  training_experience: string | null;
  body_weight: number | null;
  focus_areas: string[] | null;
  current_streak: number;
  pause_mode_active: boolean;
  pause_mode_start_date: string | null;
  week_start_date: string | null;
  plan_generation_status: string | null;
  plan_generation_conversation_id: string | null;
  plan_generation_started_at: Date | null;
  plan_generation_attempts: number;
  selected_training_plan_id: string | null;
  last_completed_training_day_number: number | null;
  last_training_date: string | null;
  last_completed_training_day_per_plan: Record<string, number> | null;
  last_performance_analysis: string | null;
  last_analysis_date: Date | null;
  created_date: Date;
  updated_date: Date;
}

/** Reads of the `users` read model; writes happen only in its projection. */
@Injectable()
export class UsersReadModel {
  constructor(@Inject(Database) private readonly db: Database) {}

  async findById(id: string, db: Queryable = this.db): Promise<UserRow | null> {
    const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE id = $1', [id]);
    return rows[0] ?? null;
  }

  async findIdByEmail(email: string, db: Queryable = this.db): Promise<string | null> {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email]);
    return rows[0]?.id ?? null;
  }
}
