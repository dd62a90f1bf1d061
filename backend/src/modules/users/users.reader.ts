import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Database } from '../../database/database.js';
import { preparedSelect, selectColumns } from '../../database/prepared-select.js';
import type { UserRow } from './read-models/users.entity.js';
import { UserEntity } from './read-models/users.entity.js';

export type { UserRow };

// Every signed-in request reads its user.
const userById = preparedSelect<{ id: string }, UserRow>((manager, { id }) =>
  selectColumns(manager.createQueryBuilder(UserEntity, 'user')).where('user.id = :id', { id }),
);

// Taken by commands that must not run side by side for one user (purchases from one wallet).
const lockUser = preparedSelect<{ id: string }, { id: string }>((manager, { id }) =>
  manager.createQueryBuilder(UserEntity, 'user').select('user.id', 'id').where('user.id = :id', { id }).setLock('for_no_key_update'),
);

/** Reads of the `users` read model; writes happen only in its projection. */
@Injectable()
export class UsersReader {
  constructor(@Inject(Database) private readonly db: Database) {}

  async findById(id: string, manager: EntityManager = this.db.manager): Promise<UserRow | null> {
    return (await userById(manager, { id }))[0] ?? null;
  }

  /**
   * Locks the user's row until the transaction ends; false when there is no such user. Commands
   * on one user's wallet queue up here instead of failing each other's expected version.
   */
  async lock(manager: EntityManager, id: string): Promise<boolean> {
    return (await lockUser(manager, { id })).length > 0;
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
