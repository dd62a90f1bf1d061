import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { AppendedInTransaction } from '../event-store/appended-in-transaction.js';
import { EventStoreModule } from '../event-store/event-store.module.js';
import { allReadModels } from '../projections/index.js';
import { LiveRunner } from '../projections/live-runner.js';
import { QueueModule } from '../queue/queue.module.js';

/** What the api and the worker share: config, database, event store, command bus and queues. */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        EventStoreModule.forRoot({ provide: AppendedInTransaction, useFactory: () => new LiveRunner(allReadModels) }),
        CqrsModule.forRoot(),
        QueueModule,
      ],
      exports: [QueueModule],
    };
  }
}
