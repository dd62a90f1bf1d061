import { Inject, Injectable } from '@nestjs/common';
import type { Category } from './categories.js';
import type { ChatMessage, CompletionRequest, ToolCall } from './language-model.js';
import { LANGUAGE_MODEL, ModelTimeoutError, ModelUnavailableError } from './language-model.js';
import type { LanguageModel } from './language-model.js';
import { findMentionedExercise } from './offline/chat-coach.js';
import { analysisMessages, categorisationMessages, chatMessages, COACH_TOOLS } from './prompts.js';
import { parseCategoryReply, parseToolArguments, stripCodeFence } from './reply-parsing.js';
import type { TrainingFacts } from './training-facts.js';

export interface CoachCallOptions {
  /** Total time for the whole task, tool rounds included. */
  timeoutMs: number;
  signal?: AbortSignal;
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface CoachReply {
  content: string;
  model: string;
  /** Tools the model used on the way, for the event log. */
  toolCalls: { name: string; arguments: Record<string, unknown> }[];
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

  async reply(facts: TrainingFacts, history: readonly ChatTurn[], question: string, options: CoachCallOptions): Promise<CoachReply> {
    const deadline = deadlineOf(options);
    const recent = history.slice(-20);
    const messages: ChatMessage[] = chatMessages(facts, recent, question);
    const used: CoachReply['toolCalls'] = [];
    for (let round = 0; ; round++) {
      const tools = round < MAX_TOOL_ROUNDS ? COACH_TOOLS : undefined;
      const completion = await this.call({ task: { kind: 'chat', facts, question, history: recent }, messages, tools }, deadline, options.signal);
      if (completion.toolCalls.length === 0 || !tools) {
        const content = completion.content.trim().slice(0, MAX_REPLY_CHARS);
        if (!content) throw new ModelUnavailableError('The model wrote an empty reply');
        return { content, model: completion.model, toolCalls: used };
      }
      messages.push({ role: 'assistant', content: completion.content || null, toolCalls: completion.toolCalls });
      for (const call of completion.toolCalls) {
        const args = parseToolArguments(call.arguments);
        used.push({ name: call.name, arguments: args });
        messages.push({ role: 'tool', toolCallId: call.id, content: JSON.stringify(runTool(call, args, facts)) });
      }
    }
  }

  private async call(request: CompletionRequest, deadline: { at: number; total: number }, signal?: AbortSignal) {
    const remaining = deadline.at - Date.now();
    if (remaining <= 0) throw new ModelTimeoutError(deadline.total);
    return this.languageModel.complete(request, { timeoutMs: remaining, signal });
  }
}

function deadlineOf(options: CoachCallOptions) {
  return { at: Date.now() + options.timeoutMs, total: options.timeoutMs };
}

/** The coach's tools, answered from the user's own facts. */
export function runTool(call: ToolCall, args: Record<string, unknown>, facts: TrainingFacts): unknown {
  switch (call.name) {
    case 'list_exercises':
      return facts.exercises.map((exercise) => ({
        name: exercise.name,
        categories: exercise.categories,
        entries: exercise.entryCount,
        latest: { weight_kg: exercise.latest.weight, reps: exercise.latest.reps, date: exercise.latest.date },
        best_weight_kg: exercise.bestWeight,
        estimated_one_rep_max_kg: exercise.bestE1rm,
      }));
    case 'exercise_history': {
      const name = typeof args.exercise_name === 'string' ? args.exercise_name : '';
      const exact = facts.exercises.find((exercise) => exercise.name.toLowerCase() === name.trim().toLowerCase());
      const exercise = exact ?? findMentionedExercise(name, facts).exercise;
      if (!exercise) return { error: `Keine Übung „${name}“ gefunden`, available: facts.exercises.map((candidate) => candidate.name) };
      return {
        exercise: exercise.name,
        sessions: exercise.sessions.map((set) => ({ date: set.date, weight_kg: set.weight, reps: set.reps })),
      };
    }
    default:
      return { error: `Unbekanntes Werkzeug: ${call.name}` };
  }
}
