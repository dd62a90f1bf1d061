import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../database/database.js';
import type { InventoryRow } from '../wallet/read-models/index.js';
import { InventoryEntity } from '../wallet/read-models/index.js';

/** Reads of the `inventory` read model, always one user's; writes happen in its projection. */
@Injectable()
export class InventoryReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** What the user owns, first bought first. */
  async list(userId: string): Promise<InventoryRow[]> {
    const rows = await this.db.manager.find(InventoryEntity, { where: { user_id: userId } });
    return rows.sort((a, b) => (a.purchased_at[0]! < b.purchased_at[0]! ? -1 : a.purchased_at[0]! > b.purchased_at[0]! ? 1 : 0));
  }
}
