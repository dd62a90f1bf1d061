import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The inventory read model: what each user bought in the shop (projections/inventory). */
export class ShopInventory1765400000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE inventory (
        user_id uuid NOT NULL,
        item_id text NOT NULL,
        item_name text NOT NULL,
        effect jsonb NOT NULL,
        quantity integer NOT NULL CHECK (quantity > 0),
        purchased_at jsonb NOT NULL,
        wallet_version integer NOT NULL,
        PRIMARY KEY (user_id, item_id)
      );
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE inventory');
  }
}
