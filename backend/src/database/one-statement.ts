import type { Queryable } from './database.js';

/**
 * One statement's share of a round trip to Postgres: its own SQL with its own $1, $2, …, and what
 * it answers, made from its rows as JSON (`to_jsonb` of each row: timestamps arrive as strings).
 */
export interface StatementPart<Answer = unknown> {
  readonly sql: string;
  readonly values: readonly unknown[];
  readonly answer: (rows: Record<string, unknown>[]) => Answer;
}

/** What each of some parts answers, in their order. */
export type AnswersOf<Parts extends readonly StatementPart[]> = {
  -readonly [Index in keyof Parts]: Parts[Index] extends StatementPart<infer Answer> ? Answer : never;
};

/**
 * Runs the parts as one statement, each a WITH query, so they cost one round trip instead of one
 * each. Reads run in the order given (each is a sub-select of the outer SELECT, evaluated left to
 * right), so locks are taken in that order; writes (with RETURNING) all see the statement's one
 * snapshot and must not touch the same rows. A write that fails fails the whole statement; so does
 * an answer that throws (a check of what a write wrote).
 */
export async function runAsOne<const Parts extends readonly StatementPart[]>(db: Queryable, parts: Parts): Promise<AnswersOf<Parts>> {
  if (parts.length === 0) return [] as AnswersOf<Parts>;
  const values: unknown[] = [];
  const queries = parts.map((part, index) => {
    const offset = values.length;
    values.push(...part.values);
    return `p${index} AS (${part.sql.replace(/\$(\d+)/g, (_, number: string) => `$${Number(number) + offset}`)})`;
  });
  const answers = parts.map((_, index) => `(SELECT coalesce(jsonb_agg(to_jsonb(p${index})), '[]'::jsonb) FROM p${index}) AS p${index}`);
  const { rows } = await db.query<Record<string, Record<string, unknown>[]>>(`WITH ${queries.join(', ')} SELECT ${answers.join(', ')}`, values);
  return parts.map((part, index) => part.answer(rows[0]![`p${index}`]!)) as AnswersOf<Parts>;
}
