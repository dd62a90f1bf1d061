import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../database/database.js';
import type { WorkoutEntryRow } from '../read-models/workout-entries.entity.js';
import { WorkoutEntryEntity } from '../read-models/workout-entries.entity.js';
import type { WorkoutPage } from '../workout-page.js';
import type { TrainingRow } from './training.entity.js';

export type TrainingWithCount = TrainingRow & { set_count: number };

const COLUMNS = `t.id, t.user_id, t.title, t.started_at, t.duration_min, t.notes, t.source, t.created_at, t.version,
  (SELECT count(*)::int FROM workout_entries e WHERE e.session_id = t.id AND e.deleted_at IS NULL) AS set_count`;

/** Reads of the `trainings` read model, always scoped to one user. */
@Injectable()
export class TrainingsReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** Newest first; a page is the `limit` trainings after `before` in that order (keyset on start and id). */
  async list(userId: string, page: WorkoutPage): Promise<TrainingWithCount[]> {
    const params: unknown[] = [userId];
    let after = '';
    if (page.before !== undefined) {
      params.push(page.before);
      after = `AND (t.started_at, t.id) < (SELECT started_at, id FROM trainings WHERE id = $${params.length} AND user_id = $1)`;
    }
    params.push(page.limit ?? null);
    const { rows } = await this.db.query<TrainingWithCount>(
      `SELECT ${COLUMNS} FROM trainings t WHERE t.user_id = $1 ${after} ORDER BY t.started_at DESC, t.id DESC LIMIT $${params.length}`,
      params,
    );
    return rows;
  }

  /** The user's training with its live sets in the order they were done; null for another user's or none. */
  async findOwn(userId: string, id: string): Promise<{ training: TrainingWithCount; sets: WorkoutEntryRow[] } | null> {
    const { rows } = await this.db.query<TrainingWithCount>(`SELECT ${COLUMNS} FROM trainings t WHERE t.id = $1 AND t.user_id = $2`, [id, userId]);
    const training = rows[0];
    if (!training) return null;
    const sets = await this.db.manager
      .createQueryBuilder(WorkoutEntryEntity, 'entry')
      .where('entry.user_id = :userId AND entry.session_id = :id AND entry.deleted_at IS NULL', { userId, id })
      .orderBy('entry.logged_position')
      .getMany();
    return { training, sets };
  }
}
