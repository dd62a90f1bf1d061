import { DynamicModule, Global, Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../config/app-config.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { AppendedInTransaction } from '../event-store/appended-in-transaction.js';
import { EventStoreModule } from '../event-store/event-store.module.js';
import { WriterAdmission } from '../event-store/writer-admission.js';
import { AccountAdmission } from '../modules/account/account-admission.js';
import { LiveRunner } from '../projections/live-runner.js';
import { RegisteredReadModels } from '../projections/registered-read-models.js';
import { QueueModule } from '../modules/jobs/queue.module.js';
import { RegisteredJobsModule } from '../modules/jobs/registered-jobs.js';
import { allJobs } from './jobs.js';
import { allReadModels, rebuildShardsWorker } from './read-models.js';

/**
 * The read models the app registered, and their one live runner, for code that lists them (the
 * admin tools) or takes rows out again (account erasure).
 */
@Global()
@Module({})
class ReadModelsModule {
  static forRoot(registered: RegisteredReadModels, runner: LiveRunner): DynamicModule {
    const providers = [
      { provide: RegisteredReadModels, useValue: registered },
      { provide: LiveRunner, useValue: runner },
    ];
    return { module: ReadModelsModule, providers, exports: [RegisteredReadModels, LiveRunner] };
  }
}

/** What the api and the worker share: config, database, event store, command bus, queues and the app's jobs. */
@Module({})
export class CoreModule {
  static forRoot(config: AppConfig): DynamicModule {
    const readModels = new RegisteredReadModels(allReadModels, rebuildShardsWorker);
    const liveRunner = new LiveRunner(readModels.all);
    return {
      module: CoreModule,
      imports: [
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(readModels.entities),
        // Every command takes its user's row first, so nothing of a user commits after their account's erasure.
        EventStoreModule.forRoot({ provide: AppendedInTransaction, useValue: liveRunner }, { provide: WriterAdmission, useValue: new AccountAdmission() }),
        ReadModelsModule.forRoot(readModels, liveRunner),
        CqrsModule.forRoot(),
        QueueModule,
        RegisteredJobsModule.forRoot(allJobs),
      ],
      exports: [QueueModule],
    };
  }
}
