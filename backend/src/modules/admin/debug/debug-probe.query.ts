import { Inject, Injectable } from '@nestjs/common';
import type { EntitySchema } from 'typeorm';
import type { ErrorParams } from '../../../common/error-catalogue.js';
import { Database } from '../../../database/database.js';
import { RegisteredReadModels } from '../../../projections/registered-read-models.js';
import type { ADMIN_ERRORS } from '../errors.js';

export const PROBE_PROVIDERS = ['postgres'] as const;

/** A probe the admin asked wrongly; the controller words its code (admin/errors.ts) into the spec's `error`. */
export class ProbeRefused extends Error {
  constructor(
    readonly status: 400 | 404,
    readonly code: keyof typeof ADMIN_ERRORS,
    readonly params: ErrorParams = {},
  ) {
    super(code);
  }
}

/** A sort: a column of the entity, `-` in front for descending. */
export interface ProbeSort {
  column: string;
  descending: boolean;
}

/**
 * The spec's debug probe over the read models in Postgres: the rows of one entity as they are
 * stored (TypeORM's entity names: User, Machine, WorkoutEntry, ...), sorted and limited, and how
 * many there are.
 */
@Injectable()
export class DebugProbeQuery {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(RegisteredReadModels) private readonly readModels: RegisteredReadModels,
  ) {}

  entity(name: string): EntitySchema<object> {
    const entity = this.readModels.entities.find((candidate) => candidate.options.name === name);
    if (!entity)
      throw new ProbeRefused(400, 'admin.probe_unknown_entity', { name, known: this.readModels.entities.map((known) => known.options.name).join(', ') });
    return entity;
  }

  sortOf(entity: EntitySchema<object>, sort: string | undefined): ProbeSort {
    const columns = Object.keys(entity.options.columns);
    const given = sort ?? (columns.includes('created_date') ? '-created_date' : primaryKey(entity)[0]!);
    const descending = given.startsWith('-');
    const column = descending ? given.slice(1) : given;
    if (!columns.includes(column)) throw new ProbeRefused(400, 'admin.probe_unknown_sort', { sort: given, entity: String(entity.options.name) });
    return { column, descending };
  }

  async list(entity: EntitySchema<object>, sort: ProbeSort, limit: number): Promise<{ data: object[]; count: number }> {
    const query = this.db.manager.createQueryBuilder(entity, 'row').orderBy(`row.${sort.column}`, sort.descending ? 'DESC' : 'ASC', 'NULLS LAST');
    for (const key of primaryKey(entity)) query.addOrderBy(`row.${key}`, 'ASC');
    const [data, count] = await Promise.all([query.clone().limit(limit).getMany(), query.getCount()]);
    return { data, count };
  }
}

const primaryKey = (entity: EntitySchema<object>) =>
  Object.entries(entity.options.columns)
    .filter(([, column]) => column?.primary)
    .map(([name]) => name);
