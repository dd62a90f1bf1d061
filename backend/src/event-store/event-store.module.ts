import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Provider } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { Database } from '../database/database.js';
import { AppendedInTransaction } from './appended-in-transaction.js';
import { CommandRunner } from './command-runner.js';
import { EventStore } from './event-store.js';
import { EventsCommitted } from './events-committed.js';
import { WriterAdmission } from './writer-admission.js';

@Global()
@Module({})
export class EventStoreModule {
  /**
   * `appendedInTransaction` provides AppendedInTransaction: what the app does with appended events
   * before they commit; `writerAdmission` provides WriterAdmission: whom the app lets write.
   */
  static forRoot(appendedInTransaction: Provider<AppendedInTransaction>, writerAdmission: Provider<WriterAdmission>): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [
        EventStore,
        appendedInTransaction,
        writerAdmission,
        {
          provide: CommandRunner,
          inject: [Database, EventStore, AppendedInTransaction, EventBus, WriterAdmission],
          useFactory: (db: Database, store: EventStore, appended: AppendedInTransaction, eventBus: EventBus, admission: WriterAdmission) =>
            new CommandRunner(db, store, appended, (events) => eventBus.publish(new EventsCommitted(events)), admission),
        },
      ],
      exports: [EventStore, CommandRunner],
    };
  }
}
