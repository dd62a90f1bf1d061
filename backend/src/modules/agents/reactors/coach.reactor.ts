import { Inject, Logger } from '@nestjs/common';
import { EventsHandler } from '@nestjs/cqrs';
import type { IEventHandler } from '@nestjs/cqrs';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { EventsCommitted } from '../../../event-store/events-committed.js';
import type { RecordedEvent } from '../../../event-store/event.js';
import type { MachineEvent } from '../../workouts/index.js';
import type { WorkoutEvent } from '../../workouts/index.js';
import { AiJobQueue } from '../ai-job-queue.js';
import { AnalysisScheduler } from '../analysis-scheduler.js';
import { TrainingFactsQuery } from '../queries/training-facts.query.js';

type Created = Extract<MachineEvent, { type: 'MachineCreated' }>['data'];
type Logged = Extract<WorkoutEvent, { type: 'WorkoutLogged' }>['data'];
type ProfileUpdated = { userId: string; changes: { language?: 'de' | 'en' } };

/**
 * Reacts to committed workout events with AI jobs (spec section 4, "Add workout"): a machine
 * created without categories is categorised; a logged set asks for a performance analysis,
 * debounced per user; a switch of the interface's language asks for the analysis again, so its
 * text is in the lifter's language (issue 42). Job ids come from the events, so a replayed
 * reaction finds its job.
 */
@EventsHandler(EventsCommitted)
export class CoachReactor implements IEventHandler<EventsCommitted> {
  private readonly logger = new Logger('CoachReactor');

  constructor(
    @Inject(AiJobQueue) private readonly jobs: AiJobQueue,
    @Inject(AnalysisScheduler) private readonly analyses: AnalysisScheduler,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TrainingFactsQuery) private readonly facts: TrainingFactsQuery,
  ) {}

  handle(committed: EventsCommitted): void {
    for (const event of committed.ofType('MachineCreated') as RecordedEvent<'MachineCreated', Created>[]) {
      if (event.data.categories.length > 0) continue;
      this.enqueue(`categorise ${event.data.machineId}`, () =>
        this.jobs.enqueueMachineCategorisation({
          ownerId: event.data.userId,
          machineId: event.data.machineId,
          machineName: event.data.name,
          causationId: event.eventId,
        }),
      );
    }
    // Only the newest set per user matters: the analysis congratulates on the latest.
    const newestPerUser = new Map<string, RecordedEvent<'WorkoutLogged', Logged>>();
    for (const event of committed.ofType('WorkoutLogged') as RecordedEvent<'WorkoutLogged', Logged>[]) newestPerUser.set(event.data.userId, event);
    for (const event of newestPerUser.values()) {
      this.enqueue(`analysis for ${event.data.userId}`, () =>
        this.analyses.schedule(
          { ownerId: event.data.userId, latestEntryId: event.data.entryId, trigger: 'workout_logged', causationId: event.eventId },
          this.config.analysisDebounceMs,
        ),
      );
    }
    this.reanalyseInNewLanguage(committed);
  }

  private reanalyseInNewLanguage(committed: EventsCommitted): void {
    for (const event of committed.ofType('ProfileUpdated') as RecordedEvent<'ProfileUpdated', ProfileUpdated>[]) {
      const { userId, changes } = event.data;
      if (!changes.language) continue;
      const language = changes.language;
      this.enqueue(`analysis in ${language} for ${userId}`, async () => {
        const summary = await this.facts.entrySummary(userId, event.recordedAt);
        // As after a set: only with an entry in the last 7 days (spec section 5); the job checks again.
        if (!summary.latestEntryId || summary.recent === 0) return;
        await this.analyses.schedule(
          { ownerId: userId, latestEntryId: summary.latestEntryId, trigger: 'language_changed', language, causationId: event.eventId },
          // At once: a lifter switches once, and reads the dashboard right after.
          0,
        );
      });
    }
  }

  private enqueue(what: string, add: () => Promise<unknown>): void {
    // The events are committed already; a lost reaction is logged (the reconciler queues it later), never an error for the user.
    add().catch((error: unknown) => this.logger.error(`Could not enqueue ${what}: ${(error as Error).message}`));
  }
}
