import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { AppendedInTransaction } from '../event-store/appended-in-transaction.js';
import { EventStoreModule } from '../event-store/event-store.module.js';
import { WriterAdmission } from '../event-store/writer-admission.js';
import { AccountAdmission } from '../modules/account/index.js';
import { allReadModels } from '../projections/index.js';
import { LiveRunner } from '../projections/live-runner.js';
import { QueueModule } from '../queue/queue.module.js';

/** The one live runner of the read models, for code that takes rows out again (account erasure). */
@Global()
@Module({})
class LiveRunnerModule {
  static forRoot(runner: LiveRunner): DynamicModule {
    return { module: LiveRunnerModule, providers: [{ provide: LiveRunner, useValue: runner }], exports: [LiveRunner] };
  }
}

/** What the api and the worker share: config, database, event store, command bus and queues. */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    const liveRunner = new LiveRunner(allReadModels);
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule,
        // Every command takes its user's row first, so nothing of a user commits after their account's erasure.
        EventStoreModule.forRoot({ provide: AppendedInTransaction, useValue: liveRunner }, { provide: WriterAdmission, useValue: new AccountAdmission() }),
        LiveRunnerModule.forRoot(liveRunner),
        CqrsModule.forRoot(),
        QueueModule,
      ],
      exports: [QueueModule],
    };
  }
}
