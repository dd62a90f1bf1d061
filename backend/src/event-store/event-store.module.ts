import { DynamicModule, Global, Module } from '@nestjs/common';
import type { Provider } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { Database } from '../database/database.js';
import { AppendedInTransaction } from './appended-in-transaction.js';
import { CommandRunner } from './command-runner.js';
import { EventStore } from './event-store.js';
import { EventsCommitted } from './events-committed.js';

@Global()
@Module({})
export class EventStoreModule {
  /** `appendedInTransaction` provides AppendedInTransaction: what the app does with appended events before they commit. */
  static forRoot(appendedInTransaction: Provider<AppendedInTransaction>): DynamicModule {
    return {
      module: EventStoreModule,
      providers: [
        EventStore,
        appendedInTransaction,
        {
          provide: CommandRunner,
          inject: [Database, EventStore, AppendedInTransaction, EventBus],
          useFactory: (db: Database, store: EventStore, appended: AppendedInTransaction, eventBus: EventBus) =>
            new CommandRunner(db, store, appended, (events) => eventBus.publish(new EventsCommitted(events))),
        },
      ],
      exports: [EventStore, CommandRunner],
    };
  }
}
