import type { Queryable } from '../../database/database.js';

/** Whether the user a job works for still has an account (the users read model's row). */
export async function ownerExists(db: Queryable, userId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM users WHERE id = $1', [userId])).rows.length > 0;
}
