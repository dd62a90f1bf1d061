import { Inject, Injectable, Module } from '@nestjs/common';
import { DiscoveryModule, DiscoveryService, MetadataScanner } from '@nestjs/core';
import type { Job } from 'bullmq';
import type { JobDefinition, JobName } from './job-definition.js';
import type { JobContext } from './job-handler.js';
import { JOB_FAILURE_HANDLER, JOB_HANDLER } from './job-handler.js';

export type AnyJobHandler = (job: Job, context: JobContext) => Promise<unknown>;
export type AnyJobFailureHandler = (job: Job, error: Error) => Promise<void>;

/** A job's handler, with the job's definition its `@OnJob` was given. */
export interface FoundJobHandler {
  job: JobDefinition;
  run: AnyJobHandler;
}

/**
 * The `@OnJob` / `@OnJobFailed` methods of all providers, found once. The worker runs them; the
 * api asks it which jobs have a handler at all, so that work no worker can do is refused up front
 * instead of waiting forever. A new job becomes accepted by giving it a handler, nothing else.
 */
@Injectable()
export class JobHandlers {
  private found: { handlers: Map<JobName, FoundJobHandler>; failureHandlers: Map<JobName, AnyJobFailureHandler> } | null = null;

  constructor(
    @Inject(DiscoveryService) private readonly discovery: DiscoveryService,
    @Inject(MetadataScanner) private readonly scanner: MetadataScanner,
  ) {}

  /** Whether some provider handles `name`. */
  has(name: JobName): boolean {
    return this.discover().handlers.has(name);
  }

  handlers(): ReadonlyMap<JobName, FoundJobHandler> {
    return this.discover().handlers;
  }

  failureHandlers(): ReadonlyMap<JobName, AnyJobFailureHandler> {
    return this.discover().failureHandlers;
  }

  // Lazily: providers exist only once the application is built, after this one's constructor.
  private discover() {
    if (this.found) return this.found;
    const handlers = new Map<JobName, FoundJobHandler>();
    const failureHandlers = new Map<JobName, AnyJobFailureHandler>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      for (const key of this.scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
        const method = instance[key];
        if (typeof method !== 'function') continue;
        const handled = Reflect.getMetadata(JOB_HANDLER, method) as JobDefinition | undefined;
        if (handled) {
          if (handlers.has(handled.name)) throw new Error(`Two handlers for job ${handled.name}`);
          handlers.set(handled.name, { job: handled, run: method.bind(instance) as AnyJobHandler });
        }
        const failed = Reflect.getMetadata(JOB_FAILURE_HANDLER, method) as JobDefinition | undefined;
        if (failed) {
          if (failureHandlers.has(failed.name)) throw new Error(`Two failure handlers for job ${failed.name}`);
          failureHandlers.set(failed.name, method.bind(instance) as AnyJobFailureHandler);
        }
      }
    }
    this.found = { handlers, failureHandlers };
    return this.found;
  }
}

@Module({
  imports: [DiscoveryModule],
  providers: [JobHandlers],
  exports: [JobHandlers],
})
export class JobHandlersModule {}
