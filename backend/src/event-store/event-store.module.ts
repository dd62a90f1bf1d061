import { Global, Module } from '@nestjs/common';
import { Database } from '../database/database.js';
import { allProjections } from '../projections/index.js';
import { Projector } from '../projections/projector.js';
import { CommandRunner } from './command-runner.js';
import { EventStore } from './event-store.js';

@Global()
@Module({
  providers: [
    EventStore,
    { provide: Projector, useFactory: () => new Projector(allProjections) },
    {
      provide: CommandRunner,
      inject: [Database, EventStore, Projector],
      useFactory: (db: Database, store: EventStore, projector: Projector) => new CommandRunner(db, store, projector),
    },
  ],
  exports: [EventStore, Projector, CommandRunner],
})
export class EventStoreModule {}
