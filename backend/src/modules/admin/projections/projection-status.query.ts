import type { ProjectionStatusDto } from './projections-response.dto.js';
import { Inject, Injectable } from '@nestjs/common';
import { Database } from '../../../database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import type { AnyReadModel } from '../../../projections/read-model.js';
import { isDerived } from '../../../projections/read-model.js';
import { eventTypesReadBy } from '../../../projections/rebuild/rebuild.js';
import { RegisteredReadModels } from '../../../projections/registered-read-models.js';

/** Above this many rows by Postgres' statistics a table is not counted row by row on every look. */
const EXACT_COUNT_UP_TO = 100_000;

interface BuiltVersion {
  name: string;
  version: number;
  position: number;
  rebuilt_at: Date;
}

/**
 * Where each read model stands. The live runner writes a read model in the transaction that
 * appends its events, so every table reflects the whole committed log: its checkpoint is the head
 * and it never lags. What can be wrong is the rules it was built by (`stale`), which a rebuild mends.
 */
@Injectable()
export class ProjectionStatusQuery {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(RegisteredReadModels) private readonly readModels: RegisteredReadModels,
  ) {}

  async all(): Promise<{ head: number; projections: ProjectionStatusDto[] }> {
    const [head, built, rows] = await Promise.all([
      this.store.headPosition(this.db),
      this.db.query<BuiltVersion>('SELECT name, version, position, rebuilt_at FROM read_model_versions'),
      Promise.all(this.readModels.all.map((model) => this.rowCount(tableOf(model)))),
    ]);
    const byName = new Map(built.rows.map((row) => [row.name, row]));
    const projections = this.readModels.all.map((model, index): ProjectionStatusDto => {
      const version = byName.get(model.name);
      return {
        name: model.name,
        table: tableOf(model),
        source: isDerived(model) ? model.source.name : null,
        version: model.version,
        built_version: version?.version ?? null,
        status: version?.version === model.version ? 'current' : 'stale',
        checkpoint: head,
        lag: 0,
        ...rows[index]!,
        last_rebuild: version ? { at: version.rebuilt_at.toISOString(), position: version.position } : null,
      };
    });
    return { head, projections };
  }

  /** How many events a rebuild of these read models reads (through the index on type and position). */
  async eventsReadBy(models: readonly AnyReadModel[]): Promise<{ events: number; head: number }> {
    const [events, head] = await Promise.all([
      this.store.countOfTypes(this.db, eventTypesReadBy(models), Number.MAX_SAFE_INTEGER),
      this.store.headPosition(this.db),
    ]);
    return { events, head };
  }

  private async rowCount(table: string): Promise<{ rows: number; rows_estimated: boolean }> {
    const { rows } = await this.db.query<{ estimate: number }>('SELECT reltuples::bigint AS estimate FROM pg_class WHERE oid = $1::regclass', [table]);
    const estimate = rows[0]?.estimate ?? -1;
    if (estimate > EXACT_COUNT_UP_TO) return { rows: estimate, rows_estimated: true };
    // The table name comes from the read model's entity, never from a request.
    const counted = await this.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table}`);
    return { rows: counted.rows[0]!.count, rows_estimated: false };
  }
}

const tableOf = (model: AnyReadModel) => model.entity.options.tableName!;
