/** The coach's part of the API (docs/api.md, "AI coach"). */
import type { Conversation } from './index';

/** A tool the coach used for a reply: which, with what arguments, and what it read. */
export interface ConversationToolCall {
  name: string;
  arguments: Record<string, unknown>;
  result: unknown;
}

/** `GET /api/agents/coach`: who answers, a server setting (OPENAI_API_KEY). */
export interface CoachSettings {
  /** 'model': an OpenAI-compatible language model; 'rules': the built-in coach. */
  answered_by: 'model' | 'rules';
  /** The model's name when one answers. */
  model: string | null;
  /** Whether replies stream while they are written (`GET /api/agents/conversations/{id}/stream`). */
  streaming: boolean;
}

/**
 * The events of `GET /api/agents/conversations/{id}/stream` (server-sent events): `conversation`
 * whenever the conversation changed (and once on connect), `reply` with the text written so far.
 */
export type ConversationStreamEvent = { event: 'conversation'; data: Conversation } | { event: 'reply'; data: ReplyInProgress };

export interface ReplyInProgress {
  /** The user message being answered. */
  in_reply_to: string;
  /** The reply's text so far. */
  content: string;
}
