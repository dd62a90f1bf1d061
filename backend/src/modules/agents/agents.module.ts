import { Module } from '@nestjs/common';
import { QueueModule, JobHandlersModule, RedisModule, allQueuesProvider } from '../jobs/index.js';
import { SessionEndingsModule } from './live/session-endings.js';
import { CoachModule } from '../coach/index.js';
import { MachineCommandsModule, StreakModule } from '../workouts/index.js';
import { AiJobQueue } from './ai-job-queue.js';
import { AnalysisScheduler } from './analysis-scheduler.js';
import { CategoryCache } from './category-cache.js';
import { agentCommandHandlers } from './commands/index.js';
import { ConversationsController } from './conversations.controller.js';
import { ExerciseCategoriser } from './exercise-categoriser.js';
import { CategorizeExerciseFunction } from './functions/categorize-exercise.function.js';
import { GeneratePerformanceAnalysisFunction } from './functions/generate-performance-analysis.function.js';
import { CoachSettingsController } from './coach-settings.controller.js';
import { CategorisationJobs } from './jobs/categorisation.jobs.js';
import { CoachChatJobs } from './jobs/coach-chat.jobs.js';
import { PerformanceAnalysisJobs } from './jobs/performance-analysis.jobs.js';
import { ConversationChannel } from './live/conversation-channel.js';
import { ConversationNotifier } from './live/conversation-notifier.js';
import { ConversationStreamController } from './live/conversation-stream.controller.js';
import { ConversationSubscriptions } from './live/conversation-subscriptions.js';
import { CoachQuestionsQuery } from './queries/coach-questions.query.js';
import { ConversationsReader } from './queries/conversations.reader.js';
import { TrainingFactsQuery } from './queries/training-facts.query.js';
import { PendingAiWork } from './pending-ai-work.js';
import { CoachReactor } from './reactors/coach.reactor.js';
import { ReplyAdmission } from './reply-admission.js';

/**
 * The AI coach, shared by the api and the worker: conversations, the reactors that enqueue AI jobs,
 * and the job handlers (which only the worker's JobWorkers run). HTTP lives in AgentsApiModule.
 */
@Module({
  imports: [QueueModule, RedisModule, JobHandlersModule, CoachModule, MachineCommandsModule, StreakModule],
  providers: [
    ...agentCommandHandlers,
    ConversationsReader,
    CoachQuestionsQuery,
    TrainingFactsQuery,
    CategoryCache,
    ExerciseCategoriser,
    AnalysisScheduler,
    AiJobQueue,
    allQueuesProvider,
    PendingAiWork,
    CoachReactor,
    CategorisationJobs,
    PerformanceAnalysisJobs,
    CoachChatJobs,
    ConversationChannel,
    ConversationNotifier,
  ],
  exports: [ConversationsReader, TrainingFactsQuery, CategoryCache, ExerciseCategoriser, AnalysisScheduler, AiJobQueue, CoachModule, ConversationChannel],
})
export class AgentsModule {}

/** The api's part: the conversations HTTP API and the server functions categorizeExercise / generatePerformanceAnalysis. */
@Module({
  imports: [AgentsModule, QueueModule, RedisModule, JobHandlersModule, SessionEndingsModule],
  controllers: [ConversationsController, ConversationStreamController, CoachSettingsController],
  providers: [CategorizeExerciseFunction, GeneratePerformanceAnalysisFunction, ConversationSubscriptions, ReplyAdmission],
})
export class AgentsApiModule {}
