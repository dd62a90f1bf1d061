import type { Completion, CompletionOptions, CompletionRequest, LanguageModel } from '../language-model.js';
import { ModelTimeoutError } from '../language-model.js';
import { writePerformanceAnalysis } from './analysis-writer.js';
import { categoriseOffline } from './categoriser.js';
import { answerQuestion } from './chat-coach.js';
import { markdownSafeFacts } from './markdown-safe-facts.js';
import { intentClassifier } from './understanding/intent-classifier.js';
import { adaptPlan } from './plan-adaptation.js';
import { writeOfflinePlan } from './planner.js';

/**
 * The built-in coach used when no OpenAI key is configured: deterministic German rules over the
 * exercise catalogue and the user's own numbers. It reads the task, not the rendered prompt.
 */
export class OfflineLanguageModel implements LanguageModel {
  readonly model = 'offline';

  /** Loads the intent classifier's model at the start, so a broken model file stops it there. */
  async prepare(): Promise<void> {
    intentClassifier();
  }

  async complete(request: CompletionRequest, options: CompletionOptions): Promise<Completion> {
    if (options.signal?.aborted) throw new ModelTimeoutError(options.timeoutMs);
    const { task } = request;
    switch (task.kind) {
      case 'categorise':
        return this.answer(categoriseOffline(task.exerciseName));
      case 'analyse':
        return this.answer(writePerformanceAnalysis(task.facts));
      case 'chat': {
        const content = await answerQuestion(task.question, markdownSafeFacts(task.facts), task.history);
        // Written at once: the whole reply is the first and only piece.
        options.onText?.(content);
        return this.answer(content);
      }
      case 'plan':
        return this.answer(adaptPlan(writeOfflinePlan(task.request), task.request));
      default: {
        const unknownTask: never = task;
        return unknownTask;
      }
    }
  }

  private answer(content: string): Completion {
    return { content, toolCalls: [], model: this.model };
  }
}
