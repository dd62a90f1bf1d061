import type { Queryable } from '../../src/database/database.js';

/** Every table of the database (the event log, sessions, every read model, whatever else exists): rows whose text names one of `needles`. */
export async function rowsMentioning(db: Queryable, ...needles: string[]): Promise<Record<string, number>> {
  const { rows: tables } = await db.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'");
  const found: Record<string, number> = {};
  for (const { tablename } of tables) {
    const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "${tablename}" t WHERE t::text ILIKE ANY($1)`, [
      needles.map((needle) => `%${needle}%`),
    ]);
    if (rows[0]!.n > 0) found[tablename] = rows[0]!.n;
  }
  return found;
}
