import type { PlanRequest } from './offline/planner.js';
import type { TrainingFacts } from './training-facts.js';

export interface ToolCall {
  id: string;
  name: string;
  /** JSON text, as the model wrote it (it may be broken). */
  arguments: string;
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: ToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

export interface ToolDefinition {
  name: string;
  description: string;
  /** JSON schema of the arguments. */
  parameters: Record<string, unknown>;
}

/**
 * What the coach is asked to do, with the facts it may use. A real model reads the rendered
 * `messages`; the offline coach answers from the task itself, by rules.
 */
export type CoachTask =
  | { kind: 'categorise'; exerciseName: string }
  | { kind: 'analyse'; facts: TrainingFacts }
  | { kind: 'chat'; facts: TrainingFacts; question: string; history: readonly { role: 'user' | 'assistant'; content: string }[] }
  | { kind: 'plan'; request: PlanRequest };

/** A JSON schema the reply should follow (structured output), for models that support it. */
export interface ResponseFormat {
  name: string;
  schema: Record<string, unknown>;
}

export interface CompletionRequest {
  task: CoachTask;
  messages: ChatMessage[];
  tools?: ToolDefinition[];
  responseFormat?: ResponseFormat;
}

export interface Completion {
  content: string;
  toolCalls: ToolCall[];
  /** Which model answered, for the event log. */
  model: string;
}

export interface CompletionOptions {
  /** Hard limit for this one call, a stream included. */
  timeoutMs: number;
  /** Aborts the call when the job itself is cancelled or out of time. */
  signal?: AbortSignal;
  /** Asks for the reply as it is written: called with the text so far after every piece. */
  onText?: (textSoFar: string) => void;
}

/** The language-model port: the OpenAI-compatible adapter and the offline coach implement it. */
export interface LanguageModel {
  /** 'offline' or the configured model name. */
  readonly model: string;
  complete(request: CompletionRequest, options: CompletionOptions): Promise<Completion>;
  /** Gets ready before the first job (the offline coach trains its intent classifier), so no user waits for it. */
  prepare?(): Promise<void>;
}

export const LANGUAGE_MODEL = Symbol('LANGUAGE_MODEL');

/** The provider refused for too many requests. The message contains "Rate limit" (spec section 8). */
export class RateLimitError extends Error {
  constructor(detail = 'too many requests') {
    super(`Rate limit: ${detail}`);
    this.name = 'RateLimitError';
  }
}

/** No answer within the time limit. */
export class ModelTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`Language model did not answer within ${timeoutMs} ms`);
    this.name = 'ModelTimeoutError';
  }
}

/** Any other failure of the provider: network, 5xx, bad credentials, a reply that makes no sense. */
export class ModelUnavailableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ModelUnavailableError';
  }
}
