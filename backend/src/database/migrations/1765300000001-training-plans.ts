import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The training-plans and training-plan-relations read models; filled from the log at the next start. */
export class TrainingPlans1765300000001 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE training_plans (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        user_email text NOT NULL,
        plan_name text NOT NULL,
        plan_description text NOT NULL,
        training_days jsonb NOT NULL,
        is_active boolean NOT NULL,
        source text NOT NULL,
        created_date timestamptz NOT NULL,
        updated_date timestamptz NOT NULL,
        deleted_at timestamptz,
        version integer NOT NULL
      );
      CREATE INDEX training_plans_user_created_idx ON training_plans (user_id, created_date);

      CREATE TABLE training_plan_relations (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL,
        training_plan_id uuid NOT NULL,
        machine_id uuid NOT NULL,
        day_id text NOT NULL,
        created_date timestamptz NOT NULL,
        deleted_at timestamptz,
        version integer NOT NULL
      );
      CREATE INDEX training_plan_relations_user_idx ON training_plan_relations (user_id, created_date);
    `);
  }

  async down(): Promise<void> {
    throw new Error('Read models are rebuilt from the log, not migrated down');
  }
}
