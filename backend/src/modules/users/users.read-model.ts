import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database } from '../../database/database.js';
import { preparedSelect, selectColumns } from '../../database/prepared-select.js';
import type { UserRow } from '../../projections/users/users.entity.js';
import { UserEntity } from '../../projections/users/users.entity.js';

export type { UserRow };

// Every signed-in request reads its user.
const userById = preparedSelect<{ id: string }, UserRow>((manager, { id }) =>
  selectColumns(manager.createQueryBuilder(UserEntity, 'user')).where('user.id = :id', { id }),
);

/** Reads of the `users` read model; writes happen only in its projection. */
@Injectable()
export class UsersReadModel {
  constructor(@Inject(Database) private readonly db: Database) {}

  async findById(id: string, manager: EntityManager = this.db.manager): Promise<UserRow | null> {
    return (await userById(manager, { id }))[0] ?? null;
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
