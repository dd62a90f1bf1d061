import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { JobContext, TypedJob } from '../../jobs/index.js';
import { ConversationsReader } from '../../agents/index.js';
import { JobTimeoutError, OnJob, OnJobFailed, remainingMs } from '../../jobs/index.js';
import type { LanguageModel } from '../../coach/index.js';
import { LANGUAGE_MODEL, ModelTimeoutError, RateLimitError } from '../../coach/index.js';
import { catalogueIndex } from '../../exercises/index.js';
import { MachinesReader } from '../../workouts/index.js';
import { RateLimiter } from '../../limits/index.js';
import { UsersReader } from '../../users/index.js';
import {
  PLAN_GENERATION_TIMEOUT,
  PLAN_GENERATION_TIMEOUT_MS,
  PLANNER_UNREACHABLE,
  RecordGeneratedPlanCommand,
  RecordPlanGenerationFailureCommand,
} from '../commands/plan-generation.commands.js';
import { withOwnExercises } from './own-exercises.js';
import type { PlanGenerationResult } from './plan-generation.job.js';
import { GENERATE_PLAN } from './plan-generation.job.js';
import type { ParsedPlan } from './plan-reply-parser.js';
import { parsePlanReply, PlanReplyError } from './plan-reply-parser.js';
import { PLAN_RESPONSE_FORMAT, PLAN_SYSTEM_PROMPT, planRequestOf } from './plan-request.js';

/** Time kept back from the deadline for recording the outcome. */
const RECORDING_RESERVE_MS = 300;

/**
 * The plan-generation queue, run by the worker as the training_planner agent: answers the one user
 * message of a planner conversation with a plan. A real model is asked for structured output and
 * its reply still goes through the spec's repair parser; the offline planner's too. Within the
 * user's running generation the plan is created (and the status completed) with the reply in one
 * transaction, so a worker killed at any point leaves either nothing or everything, and the job
 * run again by another worker finds the reply and stops.
 */
@Injectable()
export class PlanGenerationJobs {
  constructor(
    @Inject(ConversationsReader) private readonly conversations: ConversationsReader,
    @Inject(UsersReader) private readonly users: UsersReader,
    @Inject(MachinesReader) private readonly machines: MachinesReader,
    @Inject(LANGUAGE_MODEL) private readonly model: LanguageModel,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  @OnJob(GENERATE_PLAN)
  async generate(job: TypedJob<'generate-plan'>, context: JobContext): Promise<PlanGenerationResult> {
    const { ownerId, conversationId, messageId } = job.data;
    const conversation = await this.conversations.findOwn(ownerId, conversationId);
    const question = conversation?.pending_message_id === messageId ? conversation.messages.find((message) => message.id === messageId) : undefined;
    if (!question) return { status: 'already_answered' };
    const user = await this.users.findById(ownerId);
    if (!user) return this.fail(job, 'User not found', null);
    const generating = user.plan_generation_status === 'generating' && user.plan_generation_conversation_id === conversationId;
    // The generation's own deadline counts from its start, which a retried or rescued job is past part of.
    const deadline = generating && user.plan_generation_started_at ? user.plan_generation_started_at.getTime() + PLAN_GENERATION_TIMEOUT_MS : context.deadline;
    const timeoutMs = Math.min(remainingMs(context, RECORDING_RESERVE_MS), deadline - Date.now() - RECORDING_RESERVE_MS);
    if (timeoutMs <= 0) return this.fail(job, PLAN_GENERATION_TIMEOUT, null);
    // The request paid for the first attempt (RATE_LIMIT_AI); every retry asks the model again and pays its own.
    if (job.attemptsMade > 0 && this.model.model !== 'offline' && !(await this.limiter.tryConsume('ai', ownerId))) return this.fail(job, RATE_LIMITED, null);
    let completion;
    try {
      completion = await this.model.complete(
        {
          task: { kind: 'plan', request: planRequestOf(user, await this.conversations.latestCoachStatements(ownerId)) },
          messages: [
            { role: 'system', content: PLAN_SYSTEM_PROMPT },
            { role: 'user', content: question.content },
          ],
          responseFormat: PLAN_RESPONSE_FORMAT,
        },
        { timeoutMs, signal: context.signal },
      );
    } catch (error) {
      // Out of time: no retry can help. Anything else (rate limits, a provider down) is retried.
      if (error instanceof ModelTimeoutError) return this.fail(job, PLAN_GENERATION_TIMEOUT, null);
      throw error;
    }
    let plan;
    try {
      plan = parsePlanReply(completion.content);
    } catch (error) {
      if (error instanceof PlanReplyError) return this.fail(job, error.message, completion);
      throw error;
    }
    plan = { ...plan, days: await this.inOwnWords(ownerId, plan.days) };
    const { planId } = await this.commandBus.execute(
      new RecordGeneratedPlanCommand(ownerId, conversationId, messageId, completion, plan, this.metadata(job), new Date()),
    );
    return planId ? { status: 'generated', planId } : { status: 'answered' };
  }

  /** The plan's exercises named as the lifter names them (see withOwnExercises), whichever planner wrote it. */
  private async inOwnWords(ownerId: string, days: ParsedPlan['days']): Promise<ParsedPlan['days']> {
    const own = (await this.machines.list(ownerId)).map((machine) => ({ name: machine.name, catalogueId: machine.catalogue_id }));
    return withOwnExercises(days, own, (name) => catalogueIndex.entryOf(name));
  }

  @OnJobFailed(GENERATE_PLAN)
  async failed(job: TypedJob<'generate-plan'>, error: Error): Promise<void> {
    await this.fail(job, reasonFor(error), null);
  }

  private async fail(job: TypedJob<'generate-plan'>, error: string, reply: { content: string; model: string } | null): Promise<PlanGenerationResult> {
    const { ownerId, conversationId, messageId } = job.data;
    await this.commandBus.execute(new RecordPlanGenerationFailureCommand(ownerId, conversationId, messageId, error, reply, this.metadata(job), new Date()));
    return { status: 'failed', error };
  }

  private metadata(job: TypedJob<'generate-plan'>) {
    return { userId: job.data.ownerId, requestId: job.id!, causationId: job.id! };
  }
}

const RATE_LIMITED = 'Rate limit: Der KI-Dienst ist gerade ausgelastet. Bitte versuche es später erneut.';

/** What the user reads when the planner failed for good. */
function reasonFor(error: Error): string {
  if (error instanceof RateLimitError || /rate limit/i.test(error.message)) return RATE_LIMITED;
  if (error instanceof JobTimeoutError || /did not (answer|finish) within/.test(error.message)) return PLAN_GENERATION_TIMEOUT;
  return PLANNER_UNREACHABLE;
}
