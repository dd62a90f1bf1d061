import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, RateLimitError as OpenAiRateLimitError } from 'openai';
import type { ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { ChatMessage, Completion, CompletionOptions, CompletionRequest, LanguageModel, ToolDefinition } from './language-model.js';
import { ModelTimeoutError, ModelUnavailableError, RateLimitError } from './language-model.js';

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible endpoint; null is api.openai.com. */
  baseUrl: string | null;
  model: string;
}

/**
 * The language-model port over the official `openai` SDK. Retries are BullMQ's job (with backoff
 * across workers), so the SDK's own are off; its errors become the port's three kinds.
 */
export class OpenAiLanguageModel implements LanguageModel {
  private readonly client: OpenAI;
  readonly model: string;

  constructor(settings: OpenAiSettings) {
    this.model = settings.model;
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl ?? undefined, maxRetries: 0 });
  }

  async complete(request: CompletionRequest, options: CompletionOptions): Promise<Completion> {
    const deadline = Date.now() + options.timeoutMs;
    try {
      return await this.ask(request, options.timeoutMs, options.signal, true);
    } catch (error) {
      // A server without structured output refuses the schema; the same question without it still
      // works, as the caller reads the reply leniently anyway.
      if (!request.responseFormat || !(error instanceof APIError) || (error.status !== 400 && error.status !== 422)) throw mapError(error, options);
      try {
        return await this.ask(request, Math.max(1, deadline - Date.now()), options.signal, false);
      } catch (retryError) {
        throw mapError(retryError, options);
      }
    }
  }

  private async ask(request: CompletionRequest, timeoutMs: number, signal: AbortSignal | undefined, structured: boolean): Promise<Completion> {
    const format = structured ? request.responseFormat : undefined;
    const response = await this.client.chat.completions.create(
      {
        model: this.model,
        messages: request.messages.map(toOpenAiMessage),
        ...(request.tools && request.tools.length > 0 ? { tools: request.tools.map(toOpenAiTool) } : {}),
        ...(format ? { response_format: { type: 'json_schema' as const, json_schema: { name: format.name, schema: format.schema, strict: true } } } : {}),
        temperature: 0.4,
      },
      { timeout: timeoutMs, signal, maxRetries: 0 },
    );
    const message = response.choices?.[0]?.message;
    if (!message) throw new ModelUnavailableError('The model answered without a choice');
    const toolCalls = (message.tool_calls ?? []).flatMap((call) =>
      call.type === 'function' ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments ?? '' }] : [],
    );
    return { content: message.content ?? '', toolCalls, model: response.model || this.model };
  }
}

function mapError(error: unknown, options: CompletionOptions): Error {
  if (error instanceof RateLimitError || error instanceof ModelTimeoutError || error instanceof ModelUnavailableError) return error;
  if (error instanceof OpenAiRateLimitError) return new RateLimitError(error.message);
  if (error instanceof APIConnectionTimeoutError) return new ModelTimeoutError(options.timeoutMs);
  // Our own deadline aborts the request through the signal; to the caller that is a timeout.
  if (error instanceof APIUserAbortError) return new ModelTimeoutError(options.timeoutMs);
  if (error instanceof APIError) return new ModelUnavailableError(`Language model failed: ${error.message}`, error.status);
  return new ModelUnavailableError(`Language model failed: ${(error as Error)?.message ?? String(error)}`);
}

function toOpenAiMessage(message: ChatMessage): ChatCompletionMessageParam {
  switch (message.role) {
    case 'system':
    case 'user':
      return { role: message.role, content: message.content };
    case 'assistant':
      return {
        role: 'assistant',
        content: message.content,
        ...(message.toolCalls && message.toolCalls.length > 0
          ? {
              tool_calls: message.toolCalls.map((call) => ({
                id: call.id,
                type: 'function' as const,
                function: { name: call.name, arguments: call.arguments },
              })),
            }
          : {}),
      };
    case 'tool':
      return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
    default: {
      const unknownMessage: never = message;
      return unknownMessage;
    }
  }
}

function toOpenAiTool(tool: ToolDefinition): ChatCompletionTool {
  return { type: 'function', function: { name: tool.name, description: tool.description, parameters: tool.parameters } };
}
