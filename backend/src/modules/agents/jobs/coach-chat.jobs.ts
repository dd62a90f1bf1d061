import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { JobContext, TypedJob } from '../../jobs/index.js';
import { JobTimeoutError, OnJob, OnJobFailed, remainingMs } from '../../jobs/index.js';
import { Coach, ModelTimeoutError, RateLimitError } from '../../coach/index.js';
import { COACH_UNREACHABLE, RecordCoachReplyCommand, RecordCoachReplyFailureCommand } from '../commands/record-coach-reply.command.js';
import { exerciseNameFromRequest } from '../agents.js';
import type { CoachQuestion } from '../coach-question.js';
import { ExerciseCategoriser } from '../exercise-categoriser.js';
import { ConversationChannel } from '../live/conversation-channel.js';
import type { CoachReplyResult } from './coach-chat.job.js';
import { COACH_REPLY } from './coach-chat.job.js';
import { CoachQuestionsQuery } from '../queries/coach-questions.query.js';
import { TrainingFactsQuery } from '../queries/training-facts.query.js';

/** The coach-chat queue: answers one user message of a conversation, with that user's data only. */
@Injectable()
export class CoachChatJobs {
  constructor(
    @Inject(CoachQuestionsQuery) private readonly questions: CoachQuestionsQuery,
    @Inject(TrainingFactsQuery) private readonly facts: TrainingFactsQuery,
    @Inject(Coach) private readonly coach: Coach,
    @Inject(ExerciseCategoriser) private readonly categoriser: ExerciseCategoriser,
    @Inject(CommandBus) private readonly commandBus: CommandBus,
    @Inject(ConversationChannel) private readonly channel: ConversationChannel,
  ) {}

  @OnJob(COACH_REPLY)
  async reply(job: TypedJob<'coach-reply'>, context: JobContext): Promise<CoachReplyResult> {
    const { ownerId, conversationId, messageId } = job.data;
    // Null when answered already (the job ran before and its worker died after recording), or not this user's.
    const question = await this.questions.pending({ ownerId, conversationId, messageId });
    if (!question) return { replied: false, messageId: null };
    // No progress report: the reply streams to the chat screen and lands in the conversation.
    const writer = this.channel.replyWriter(conversationId, messageId);
    const answer = await this.answer(question, ownerId, { timeoutMs: remainingMs(context), signal: context.signal, onText: writer.write }).catch(
      (error: unknown) => {
        writer.cancel();
        throw error;
      },
    );
    writer.close();
    const replyId = randomUUID();
    const { recorded } = await this.commandBus.execute(
      new RecordCoachReplyCommand(
        conversationId,
        messageId,
        replyId,
        answer.content,
        answer.model,
        answer.toolCalls,
        this.metadata(job),
        new Date(),
        question.readAt,
      ),
    );
    return { replied: recorded, messageId: recorded ? replyId : null };
  }

  @OnJobFailed(COACH_REPLY)
  async failed(job: TypedJob<'coach-reply'>, error: Error): Promise<void> {
    const { conversationId, messageId } = job.data;
    await this.commandBus.execute(
      new RecordCoachReplyFailureCommand(conversationId, messageId, reasonFor(error), error.message, this.metadata(job), new Date()),
    );
  }

  private async answer(
    { agentName, content, history }: CoachQuestion,
    ownerId: string,
    options: { timeoutMs: number; signal: AbortSignal; onText: (textSoFar: string) => void },
  ) {
    switch (agentName) {
      case 'exercise_categorizer': {
        // The question counted against the chat limit already.
        const { categories } = await this.categoriser.categorise(exerciseNameFromRequest(content), ownerId, { ...options, chargeTo: null });
        return { content: categories.length > 0 ? categories.join(', ') : 'keine', model: this.coach.model, toolCalls: [] };
      }
      case 'performance_coach': {
        const { text, model } = await this.coach.analyse(await this.factsOf(ownerId), options);
        return { content: text, model, toolCalls: [] };
      }
      default:
        return this.coach.reply(await this.factsOf(ownerId), history, content, options);
    }
  }

  private async factsOf(ownerId: string) {
    const facts = await this.facts.forUser(ownerId);
    if (!facts) throw new Error(`User ${ownerId} not found`);
    return facts;
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
