import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError, RateLimitError as OpenAiRateLimitError } from 'openai';
import type { ChatCompletionChunk, ChatCompletionCreateParamsBase, ChatCompletionMessageParam, ChatCompletionTool } from 'openai/resources/chat/completions';
import type { ChatMessage, Completion, CompletionOptions, CompletionRequest, LanguageModel, ToolCall, ToolDefinition } from './language-model.js';
import { ModelTimeoutError, ModelUnavailableError, RateLimitError } from './language-model.js';

export interface OpenAiSettings {
  apiKey: string;
  /** Any OpenAI-compatible endpoint; null is api.openai.com. */
  baseUrl: string | null;
  model: string;
}

/**
 * The language-model port over the official `openai` SDK. Retries are BullMQ's job (with backoff
 * across workers), so the SDK's own are off; its errors become the port's three kinds. A caller
 * that wants the reply as it is written (`onText`) gets a streamed completion; the time limit
 * covers the whole stream, so a model that stalls mid-reply is a timeout.
 */
export class OpenAiLanguageModel implements LanguageModel {
  private readonly client: OpenAI;
  readonly model: string;

  constructor(settings: OpenAiSettings) {
    this.model = settings.model;
    this.client = new OpenAI({ apiKey: settings.apiKey, baseURL: settings.baseUrl ?? undefined, maxRetries: 0 });
  }

  async complete(request: CompletionRequest, options: CompletionOptions): Promise<Completion> {
    const deadline = AbortSignal.timeout(options.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
    try {
      return await this.ask(request, options, signal, true);
    } catch (error) {
      // A server without structured output refuses the schema; the same question without it still
      // works within the same time, as the caller reads the reply leniently anyway.
      const refusedSchema = request.responseFormat && error instanceof APIError && (error.status === 400 || error.status === 422);
      if (!refusedSchema) throw mapError(error, options, deadline.aborted);
      try {
        return await this.ask(request, options, signal, false);
      } catch (retryError) {
        throw mapError(retryError, options, deadline.aborted);
      }
    }
  }

  private async ask(request: CompletionRequest, options: CompletionOptions, signal: AbortSignal, structured: boolean): Promise<Completion> {
    const format = structured ? request.responseFormat : undefined;
    const params: ChatCompletionCreateParamsBase = {
      model: this.model,
      messages: request.messages.map(toOpenAiMessage),
      ...(request.tools && request.tools.length > 0 ? { tools: request.tools.map(toOpenAiTool) } : {}),
      ...(format ? { response_format: { type: 'json_schema' as const, json_schema: { name: format.name, schema: format.schema, strict: true } } } : {}),
      temperature: 0.4,
    };
    const requestOptions = { timeout: options.timeoutMs, signal, maxRetries: 0 };
    if (options.onText) {
      const stream = await this.client.chat.completions.create({ ...params, stream: true }, requestOptions);
      const completion = await this.read(stream, options.onText);
      // The SDK ends an aborted stream quietly: a reply cut off by the deadline is a timeout, not a short reply.
      if (signal.aborted) throw new ModelTimeoutError(options.timeoutMs);
      if (!completion.finished) throw new ModelUnavailableError('The stream ended before the reply was complete');
      return { content: completion.content, toolCalls: completion.toolCalls, model: completion.model };
    }
    const response = await this.client.chat.completions.create({ ...params, stream: false }, requestOptions);
    const message = response.choices?.[0]?.message;
    if (!message) throw new ModelUnavailableError('The model answered without a choice');
    const toolCalls = (message.tool_calls ?? []).flatMap((call) =>
      call.type === 'function' ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments ?? '' }] : [],
    );
    return { content: message.content ?? '', toolCalls, model: response.model || this.model };
  }

  /** Puts the streamed pieces together: text as it comes, tool calls from their fragments by index. */
  private async read(stream: AsyncIterable<ChatCompletionChunk>, onText: (textSoFar: string) => void): Promise<Completion & { finished: boolean }> {
    let content = '';
    let model = this.model;
    let finished = false;
    const calls = new Map<number, ToolCall>();
    for await (const chunk of stream) {
      model = chunk.model || model;
      finished ||= Boolean(chunk.choices?.[0]?.finish_reason);
      const delta = chunk.choices?.[0]?.delta;
      if (!delta) continue;
      if (delta.content) {
        content += delta.content;
        onText(content);
      }
      for (const fragment of delta.tool_calls ?? []) {
        const call = calls.get(fragment.index) ?? { id: '', name: '', arguments: '' };
        if (fragment.id) call.id = fragment.id;
        if (fragment.function?.name) call.name += fragment.function.name;
        if (fragment.function?.arguments) call.arguments += fragment.function.arguments;
        calls.set(fragment.index, call);
      }
    }
    const toolCalls = [...calls.entries()].filter(([, call]) => call.name).map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }));
    return { content, toolCalls, model, finished };
  }
}

function mapError(error: unknown, options: CompletionOptions, timedOut: boolean): Error {
  if (error instanceof RateLimitError || error instanceof ModelTimeoutError || error instanceof ModelUnavailableError) return error;
  if (error instanceof OpenAiRateLimitError) return new RateLimitError(error.message);
  // Our own deadline (or the job's) aborts the request or the stream; to the caller that is a timeout.
  if (timedOut || error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) return new ModelTimeoutError(options.timeoutMs);
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
