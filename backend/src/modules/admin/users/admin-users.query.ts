import { Inject, Injectable } from '@nestjs/common';
import { isUuid } from '../../../common/uuid.js';
import { Database } from '../../../database/database.js';
import type { AdminUserSearchDto } from './user-search.dto.js';
import { containsPattern } from './like-pattern.js';

interface FoundUser {
  id: string;
  email: string;
  name: string | null;
  created_date: Date;
}

/** The users read model as the admin screens look people up: by part of an address or name, and ids to addresses. */
@Injectable()
export class AdminUsersQuery {
  constructor(@Inject(Database) private readonly db: Database) {}

  /** One more row than asked for tells whether there are more. */
  async search(search: string, limit: number): Promise<AdminUserSearchDto> {
    const term = search.trim();
    const { rows } = await this.db.query<FoundUser>(
      `SELECT id, email, coalesce(display_name, full_name, name) AS name, created_date FROM users
        WHERE $1 = '' OR email ILIKE $2 OR display_name ILIKE $2 OR full_name ILIKE $2 OR name ILIKE $2
        ORDER BY (email ILIKE $3) DESC, email, id LIMIT $4`,
      [term, containsPattern(term), containsPattern(term).slice(1), limit + 1],
    );
    return {
      users: rows.slice(0, limit).map((row) => ({ id: row.id, email: row.email, name: row.name, created_date: row.created_date.toISOString() })),
      more: rows.length > limit,
    };
  }

  /** The addresses of these users; a deleted user has none. */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    const uuids = ids.filter(isUuid);
    if (uuids.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; email: string }>('SELECT id, email FROM users WHERE id = ANY($1::uuid[])', [uuids]);
    return new Map(rows.map((row) => [row.id, row.email]));
  }
}
