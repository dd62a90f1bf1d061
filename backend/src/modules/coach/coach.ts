import { Inject, Injectable } from '@nestjs/common';
import type { Category } from '../../common/exercise-categories.js';
import { COACH_TOOLS, runTool } from './coach-tools.js';
import type { ChatMessage, CompletionRequest, LanguageModel } from './language-model.js';
import { LANGUAGE_MODEL, ModelTimeoutError, ModelUnavailableError } from './language-model.js';
import { analysisMessages, categorisationMessages, chatMessages } from './prompts.js';
import { parseCategoryReply, parseToolArguments, stripCodeFence } from './reply-parsing.js';
import type { TrainingFacts } from './training-facts.js';

export interface CoachCallOptions {
  /** Total time for the whole task, tool rounds included. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ReplyOptions extends CoachCallOptions {
  /** The reply as it is written: the text so far of the model's current round (it starts over after a tool round). */
  onText?: (textSoFar: string) => void;
}

/** A tool the model used, with what it was told: the spec's `tool_calls` of an assistant message. */
export interface CoachToolCall {
  id: string;
  name: string;
  arguments: Record<string, unknown>;
  result: unknown;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface CoachReply {
  content: string;
  model: string;
  /** Tools the model used on the way. */
  toolCalls: CoachToolCall[];
}

const MAX_TOOL_ROUNDS = 3;
const MAX_REPLY_CHARS = 8000;

/**
 * The three coach tasks over the language-model port: prompt, call, read the reply. The same code
 * runs against the OpenAI adapter and the offline coach. Tools answer from the facts, which hold
 * the signed-in user's own data only, so a model can never look at anyone else's.
 */
@Injectable()
export class Coach {
  constructor(@Inject(LANGUAGE_MODEL) private readonly languageModel: LanguageModel) {}

  get model(): string {
    return this.languageModel.model;
  }

  async categorise(exerciseName: string, options: CoachCallOptions): Promise<{ categories: Category[]; reply: string; model: string }> {
    const completion = await this.call(
      { task: { kind: 'categorise', exerciseName }, messages: categorisationMessages(exerciseName) },
      deadlineOf(options),
      options.signal,
    );
    return { categories: parseCategoryReply(completion.content), reply: completion.content, model: completion.model };
  }

  async analyse(facts: TrainingFacts, options: CoachCallOptions): Promise<{ text: string; model: string }> {
    const completion = await this.call({ task: { kind: 'analyse', facts }, messages: analysisMessages(facts) }, deadlineOf(options), options.signal);
    const text = stripCodeFence(completion.content).slice(0, MAX_REPLY_CHARS).trim();
    if (!text) throw new ModelUnavailableError('The model wrote an empty analysis');
    return { text, model: completion.model };
  }

  async reply(facts: TrainingFacts, history: readonly ChatTurn[], question: string, options: ReplyOptions): Promise<CoachReply> {
    const deadline = deadlineOf(options);
    const recent = history.slice(-20);
    const messages: ChatMessage[] = chatMessages(facts, recent, question);
    const used: CoachReply['toolCalls'] = [];
    for (let round = 0; ; round++) {
      const tools = round < MAX_TOOL_ROUNDS ? COACH_TOOLS : undefined;
      const completion = await this.call(
        { task: { kind: 'chat', facts, question, history: recent }, messages, tools },
        deadline,
        options.signal,
        options.onText,
      );
      if (completion.toolCalls.length === 0 || !tools) {
        const content = completion.content.trim().slice(0, MAX_REPLY_CHARS);
        if (!content) throw new ModelUnavailableError('The model wrote an empty reply');
        return { content, model: completion.model, toolCalls: used };
      }
      messages.push({ role: 'assistant', content: completion.content || null, toolCalls: completion.toolCalls });
      for (const call of completion.toolCalls) {
        const args = parseToolArguments(call.arguments);
        const result = runTool(call.name, args, facts);
        used.push({ id: call.id, name: call.name, arguments: args, result });
        messages.push({ role: 'tool', toolCallId: call.id, content: JSON.stringify(result) });
      }
    }
  }

  private async call(request: CompletionRequest, deadline: { at: number; total: number }, signal?: AbortSignal, onText?: (textSoFar: string) => void) {
    const remaining = deadline.at - Date.now();
    if (remaining <= 0) throw new ModelTimeoutError(deadline.total);
    return this.languageModel.complete(request, { timeoutMs: remaining, signal, onText });
  }
}

function deadlineOf(options: CoachCallOptions) {
  return { at: Date.now() + options.timeoutMs, total: options.timeoutMs };
}
