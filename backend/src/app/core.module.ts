import { DynamicModule, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { EventStoreModule } from '../event-store/event-store.module.js';
import { QueueModule } from '../queue/queue.module.js';

/** What the api and the worker share: config, database, event store, command bus and queues. */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, EventStoreModule, CqrsModule.forRoot(), QueueModule],
      exports: [QueueModule],
    };
  }
}
