import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database } from '../../database/database.js';
import type { UserRow } from '../../projections/users/users.entity.js';
import { UserEntity } from '../../projections/users/users.entity.js';

export type { UserRow };

/** Reads of the `users` read model; writes happen only in its projection. */
@Injectable()
export class UsersReadModel {
  constructor(@Inject(Database) private readonly db: Database) {}

  findById(id: string, manager: EntityManager = this.db.manager): Promise<UserRow | null> {
    return manager.findOneBy(UserEntity, { id });
  }

  async findIdByEmail(email: string, manager: EntityManager = this.db.manager): Promise<string | null> {
    const found = await manager
      .createQueryBuilder(UserEntity, 'user')
      .select('user.id', 'id')
      .where('lower(user.email) = lower(:email)', { email })
      .getRawOne<{ id: string }>();
    return found?.id ?? null;
  }
}
