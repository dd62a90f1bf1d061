import type { EntitySchema } from 'typeorm';
import type { AnyReadModel } from './read-model.js';

/**
 * The read models the app registered, each after its source, as a provider: code below the app
 * that lists them (the admin's status, rebuilds and debug probe) gets them injected instead of
 * importing the app's list.
 */
export class RegisteredReadModels {
  constructor(
    readonly all: readonly AnyReadModel[],
    /** The worker thread a rebuild folds user shards in (RebuildOptions.shardWorker). */
    readonly shardWorker?: URL,
  ) {}

  get entities(): EntitySchema<object>[] {
    return this.all.map((model) => model.entity as EntitySchema<object>);
  }
}
