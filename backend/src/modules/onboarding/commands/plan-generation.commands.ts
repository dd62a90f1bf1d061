import { randomUUID } from 'node:crypto';
import { idempotentId } from '../../../common/idempotent-id.js';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler } from '@nestjs/cqrs';
import type { ICommandHandler } from '@nestjs/cqrs';
import type { RequestMeta } from '../../../common/http/request-meta.js';
import { CommandRunner } from '../../../event-store/command-runner.js';
import type { EventMetadata } from '../../../event-store/event.js';
import type { WriteSession } from '../../../event-store/write-session.js';
import { AGENTS, AiJobQueue, conversationDecider, ConversationsReader, conversationStream } from '../../agents/index.js';
import { generatedDayName } from '../../coach/index.js';
import type { OnboardingAnswers } from '../../users/index.js';
import { isCurrentPlanGeneration, userDecider, userStream } from '../../users/index.js';
import { GENERATE_PLAN } from '../generation/plan-generation.job.js';
import type { ParsedPlan } from '../generation/plan-reply-parser.js';
import { planPrompt, planRequestOf } from '../generation/plan-request.js';
import {
  deactivateOtherPlans,
  distinctPlanName,
  normalisePlanName,
  planDecider,
  planDefaults,
  planStream,
  TrainingPlansReader,
} from '../../training-plans/index.js';

/** Spec §9: a generation not finished within 60 s has timed out. */
export const PLAN_GENERATION_TIMEOUT_MS = GENERATE_PLAN.timeLimitMs;
export const PLAN_GENERATION_TIMEOUT = 'Plan generation timeout';
export const PLANNER_UNREACHABLE = 'Der Planer ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';

export interface StartedGeneration {
  /** Null when the generation this request repeats has finished already. */
  conversationId: string | null;
  /** False when a running generation was joined (a double click, a second tab). */
  started: boolean;
}

/**
 * Starts a plan generation: the user's status goes generating (with `answers`, onboarding is
 * completed first, pending on the way), the planner's conversation starts with the spec's one
 * user message, and its job is enqueued, derived from the message. A second request while one runs
 * joins it, and a second "Fertig" with the same answers after its plan was made makes none, so a
 * double click never generates two plans.
 */
export class StartPlanGenerationCommand extends Command<StartedGeneration> {
  constructor(
    readonly userId: string,
    readonly meta: RequestMeta,
    readonly answers: OnboardingAnswers | null = null,
    /** The Idempotency-Key "Fertig" or "Plan generieren" sent: the same key starts one generation however late it comes again. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

/** The planner's reply, and its plan when the reply is one: recorded with the plan and the user's status in one transaction. */
export class RecordGeneratedPlanCommand extends Command<{ recorded: boolean; planId: string | null }> {
  constructor(
    readonly ownerId: string,
    readonly conversationId: string,
    readonly inReplyTo: string,
    readonly reply: { content: string; model: string },
    readonly plan: ParsedPlan,
    readonly metadata: EventMetadata,
    readonly now: Date,
  ) {
    super();
  }
}

/** A generation failed: `error` as the user reads it; `reply` when the model answered with no plan. */
export class RecordPlanGenerationFailureCommand extends Command<void> {
  constructor(
    readonly ownerId: string,
    readonly conversationId: string,
    readonly inReplyTo: string,
    readonly error: string,
    readonly reply: { content: string; model: string } | null,
    readonly metadata: EventMetadata,
    readonly now: Date,
  ) {
    super();
  }
}

/** The client waited 60 s (spec §4 Resume): the generation fails as timed out, once its deadline has passed. */
export class ReportPlanGenerationTimeoutCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly meta: RequestMeta,
  ) {
    super();
  }
}

@CommandHandler(StartPlanGenerationCommand)
export class StartPlanGenerationHandler implements ICommandHandler<StartPlanGenerationCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(AiJobQueue) private readonly jobs: AiJobQueue,
    @Inject(ConversationsReader) private readonly conversations: ConversationsReader,
  ) {}

  async execute({ userId, meta, answers, idempotencyKey }: StartPlanGenerationCommand): Promise<StartedGeneration> {
    const said = await this.conversations.latestCoachStatements(userId);
    // A keyed request names its planner conversation by the key (common/idempotent-id.ts).
    const conversationId = idempotentId(idempotencyKey, 'plan-generation', userId);
    const messageId = randomUUID();
    const reply = { ownerId: userId, conversationId, messageId };
    const jobId = GENERATE_PLAN.id(reply);
    const metadata = { userId, requestId: meta.requestId, causationId: meta.requestId };
    const now = meta.now;
    const outcome = await this.runner.run(metadata, async (session) => {
      // The key's generation has started already: this is its request again, whatever became of it.
      if (idempotencyKey !== null && (await session.existingStreams([conversationStream(conversationId)])).size > 0) {
        return { conversationId, started: false };
      }
      if (answers) {
        const onboarding = await session.handle(userStream(userId), userDecider, { type: 'CompleteOnboarding', data: { userId, answers, now } });
        // The same answers again once their plan is made: the second click of a double click that came late, not a new plan.
        if (onboarding.events.length === 0 && onboarding.state.planGeneration.status === 'completed') return { conversationId: null, started: false };
      }
      const { state, events } = await session.handle(userStream(userId), userDecider, {
        type: 'StartPlanGeneration',
        data: { userId, conversationId, timeoutMs: PLAN_GENERATION_TIMEOUT_MS, now },
      });
      if (events.length === 0) return { conversationId: state.planGeneration.conversationId!, started: false };
      const stream = conversationStream(conversationId);
      const agentName = 'training_planner' as const;
      await session.handle(stream, conversationDecider, {
        type: 'StartConversation',
        data: { conversationId, userId, agentName, metadata: AGENTS[agentName].metadata, now },
      });
      const content = planPrompt(planRequestOf(state.profile, said));
      await session.handle(stream, conversationDecider, { type: 'PostUserMessage', data: { conversationId, userId, messageId, content, jobId, now } });
      return { conversationId, started: true };
    });
    if (!outcome.started) return outcome;
    // Without Redis the request does not wait: the job reconciler queues it once Redis is back.
    await this.jobs.enqueueSoon(jobId, () => this.jobs.enqueueReply('training_planner', reply));
    return outcome;
  }
}

@CommandHandler(RecordGeneratedPlanCommand)
export class RecordGeneratedPlanHandler implements ICommandHandler<RecordGeneratedPlanCommand> {
  constructor(
    @Inject(CommandRunner) private readonly runner: CommandRunner,
    @Inject(TrainingPlansReader) private readonly plans: TrainingPlansReader,
  ) {}

  async execute({ ownerId, conversationId, inReplyTo, reply, plan, metadata, now }: RecordGeneratedPlanCommand) {
    return this.runner.run(metadata, async (session) => {
      await this.plans.lockUser(session.tx.manager, ownerId);
      // A job that ran twice (its worker died after this committed) finds the reply and stops.
      if (!(await recordReply(session, conversationId, inReplyTo, reply, now))) return { recorded: false, planId: null };
      const { state: user } = await session.load(userStream(ownerId), userDecider);
      // A reply in a planner chat outside a generation, or to one that was superseded or timed out, makes no plan.
      if (!isCurrentPlanGeneration(user, conversationId)) return { recorded: true, planId: null };
      const planId = randomUUID();
      const otherNames = (await this.plans.list(ownerId, {}, session.tx.manager)).map((other) => other.plan_name);
      const defaults = planDefaults(user.profile.language);
      const created = planDecider.decide(
        {
          type: 'CreatePlan',
          data: {
            planId,
            userId: ownerId,
            userEmail: user.email!,
            name: distinctPlanName(normalisePlanName(plan.planName ?? defaults.name), otherNames),
            description: plan.planDescription ?? defaults.description,
            days: plan.days.map((day) => ({ ...day, day_name: generatedDayName(day.day_name, user.profile.language ?? 'de') })),
            isActive: true,
            source: 'generated',
            now,
          },
        },
        planDecider.initialState(),
      );
      // Spec §4 Generation success: every active plan becomes inactive, then the new one is created active.
      await deactivateOtherPlans(session, this.plans, ownerId, planId, now);
      await session.append(planStream(planId), 0, created);
      await session.handle(userStream(ownerId), userDecider, { type: 'CompletePlanGeneration', data: { userId: ownerId, conversationId, planId, now } });
      return { recorded: true, planId };
    });
  }
}

@CommandHandler(RecordPlanGenerationFailureCommand)
export class RecordPlanGenerationFailureHandler implements ICommandHandler<RecordPlanGenerationFailureCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ ownerId, conversationId, inReplyTo, error, reply, metadata, now }: RecordPlanGenerationFailureCommand): Promise<void> {
    await this.runner.run(metadata, (session) => recordFailure(session, ownerId, conversationId, inReplyTo, error, reply, now));
  }
}

@CommandHandler(ReportPlanGenerationTimeoutCommand)
export class ReportPlanGenerationTimeoutHandler implements ICommandHandler<ReportPlanGenerationTimeoutCommand> {
  constructor(@Inject(CommandRunner) private readonly runner: CommandRunner) {}

  async execute({ userId, meta }: ReportPlanGenerationTimeoutCommand): Promise<void> {
    await this.runner.run({ userId, requestId: meta.requestId, causationId: meta.requestId }, (session) =>
      session.handle(userStream(userId), userDecider, {
        type: 'FailPlanGeneration',
        data: { userId, conversationId: null, error: PLAN_GENERATION_TIMEOUT, onlyWhenOverdue: true, now: meta.now },
      }),
    );
  }
}

/** Records the model's reply to the planner's question; false when it had one already. */
async function recordReply(session: WriteSession, conversationId: string, inReplyTo: string, reply: { content: string; model: string }, now: Date) {
  const { events } = await session.handle(conversationStream(conversationId), conversationDecider, {
    type: 'RecordCoachReply',
    data: { conversationId, messageId: randomUUID(), inReplyTo, content: reply.content.trim() || '—', model: reply.model, toolCalls: [], now },
  });
  return events.length > 0;
}

async function recordFailure(
  session: WriteSession,
  ownerId: string,
  conversationId: string,
  inReplyTo: string,
  error: string,
  reply: { content: string; model: string } | null,
  now: Date,
): Promise<void> {
  if (reply) await recordReply(session, conversationId, inReplyTo, reply, now);
  else {
    await session.handle(conversationStream(conversationId), conversationDecider, {
      type: 'RecordCoachReplyFailure',
      data: { conversationId, inReplyTo, reason: error, detail: error, now },
    });
  }
  await session.handle(userStream(ownerId), userDecider, {
    type: 'FailPlanGeneration',
    data: { userId: ownerId, conversationId, error, onlyWhenOverdue: false, now },
  });
}
