import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Database } from '../../../database/database.js';
import { EventStore } from '../../../event-store/event-store.js';
import { fold } from '../../../event-store/decider.js';
import type { CoachReplyResult } from '../../../queue/queues.js';
import { JobTimeoutError, OnJob, OnJobFailed, remainingMs } from '../../jobs/job-handler.js';
import type { JobContext, TypedJob } from '../../jobs/job-handler.js';
import { Coach } from '../../llm/coach.js';
import { ModelTimeoutError, RateLimitError } from '../../llm/language-model.js';
import { COACH_UNREACHABLE, RecordCoachReplyCommand, RecordCoachReplyFailureCommand } from '../commands/record-coach-reply.command.js';
import { exerciseNameFromRequest } from '../agents.js';
import { conversationDecider } from '../conversations.decider.js';
import type { ConversationEvent, ConversationState } from '../conversations.events.js';
import { conversationStream } from '../conversations.events.js';
import { ExerciseCategoriser } from '../exercise-categoriser.js';
import { TrainingFactsQuery } from '../queries/training-facts.query.js';

/** The coach-chat queue: answers one user message of a conversation, with that user's data only. */
@Injectable()
export class CoachChatJobs {
  constructor(
    @Inject(Database) private readonly db: Database,
    @Inject(EventStore) private readonly store: EventStore,
    @Inject(TrainingFactsQuery) private readonly facts: TrainingFactsQuery,
    @Inject(Coach) private readonly coach: Coach,
    @Inject(ExerciseCategoriser) private readonly categoriser: ExerciseCategoriser,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
  ) {}

  @OnJob('coach-reply')
  async reply(job: TypedJob<'coach-reply'>, context: JobContext): Promise<CoachReplyResult> {
    const { ownerId, conversationId, messageId } = job.data;
    const state = await this.conversation(conversationId);
    const index = state.userMessages.findIndex((message) => message.id === messageId);
    const question = state.userMessages[index];
    // Answered already (the job ran before and its worker died after recording), or not this user's.
    if (!state.exists || state.userId !== ownerId || !question || question.outcome !== 'pending') return { replied: false, messageId: null };
    const options = { timeoutMs: remainingMs(context), signal: context.signal };
    const answer = await this.answer(state, messageId, question.content, ownerId, options);
    await job.updateProgress(80);
    const replyId = randomUUID();
    const { recorded } = await this.commandBus.execute(
      new RecordCoachReplyCommand(conversationId, messageId, replyId, answer.content, answer.model, answer.toolCalls, this.metadata(job), new Date()),
    );
    return { replied: recorded, messageId: recorded ? replyId : null };
  }

  @OnJobFailed('coach-reply')
  async failed(job: TypedJob<'coach-reply'>, error: Error): Promise<void> {
    const { conversationId, messageId } = job.data;
    await this.commandBus.execute(
      new RecordCoachReplyFailureCommand(conversationId, messageId, reasonFor(error), error.message, this.metadata(job), new Date()),
    );
  }

  private async answer(state: ConversationState, messageId: string, content: string, ownerId: string, options: { timeoutMs: number; signal: AbortSignal }) {
    switch (state.agentName) {
      case 'exercise_categorizer': {
        const { categories } = await this.categoriser.categorise(exerciseNameFromRequest(content), options);
        return { content: categories.length > 0 ? categories.join(', ') : 'keine', model: this.coach.model, toolCalls: [] };
      }
      case 'performance_coach': {
        const facts = await this.facts.forUser(ownerId, new Date());
        if (!facts) throw new Error(`User ${ownerId} not found`);
        const { text, model } = await this.coach.analyse(facts, options);
        return { content: text, model, toolCalls: [] };
      }
      default: {
        const facts = await this.facts.forUser(ownerId, new Date());
        if (!facts) throw new Error(`User ${ownerId} not found`);
        const history = this.historyBefore(state, messageId);
        return this.coach.reply(facts, history, content, options);
      }
    }
  }

  /** What was said before the question, for the model's context. */
  private historyBefore(state: ConversationState, messageId: string) {
    const at = state.transcript.findIndex((turn) => turn.id === messageId);
    return state.transcript.slice(0, Math.max(at, 0)).map(({ role, content }) => ({ role, content }));
  }

  private async conversation(conversationId: string): Promise<ConversationState> {
    const events = await this.store.readStream(this.db, conversationStream(conversationId));
    return fold(conversationDecider, events as unknown as ConversationEvent[]);
  }

  private metadata(job: TypedJob<'coach-reply'>) {
    return { userId: job.data.ownerId, requestId: job.id!, causationId: job.id! };
  }
}

/** What the user reads when the coach could not answer (German, shown as it is). */
function reasonFor(error: Error): string {
  if (error instanceof RateLimitError || /rate limit/i.test(error.message)) {
    return 'Der KI-Dienst ist gerade ausgelastet (Rate limit). Bitte versuche es in einer Minute noch einmal.';
  }
  if (error instanceof ModelTimeoutError || error instanceof JobTimeoutError || /did not (answer|finish) within/.test(error.message)) {
    return 'Der Coach hat nicht rechtzeitig geantwortet. Bitte versuche es noch einmal.';
  }
  return COACH_UNREACHABLE;
}
