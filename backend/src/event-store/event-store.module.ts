import { Global, Module } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { Database } from '../database/database.js';
import { allProjections } from '../projections/index.js';
import { Projector } from '../projections/projector.js';
import { CommandRunner } from './command-runner.js';
import { EventStore } from './event-store.js';
import { EventsCommitted } from './events-committed.js';

@Global()
@Module({
  providers: [
    EventStore,
    { provide: Projector, useFactory: () => new Projector(allProjections) },
    {
      provide: CommandRunner,
      inject: [Database, EventStore, Projector, EventBus],
      useFactory: (db: Database, store: EventStore, projector: Projector, eventBus: EventBus) =>
        new CommandRunner(db, store, projector, (events) => eventBus.publish(new EventsCommitted(events))),
    },
  ],
  exports: [EventStore, Projector, CommandRunner],
})
export class EventStoreModule {}
