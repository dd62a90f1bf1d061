import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import type { EntitySchema } from 'typeorm';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { Database } from './database.js';

/** The process's one pool, with the read-model entities the app registered. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(Database) private readonly db: Database) {}

  static forRoot(entities: readonly EntitySchema<object>[]): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [{ provide: Database, inject: [APP_CONFIG], useFactory: (config: AppConfig) => Database.connect(config.databaseUrl, undefined, entities) }],
      exports: [Database],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.db.close();
  }
}
