import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** The part of a chat-completions request the tests look at. */
export interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  messages: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
  tools?: { type: string; function: { name: string } }[];
  [key: string]: unknown;
}

/**
 * One scripted answer. `delayMs` holds it back (past a time limit, or long enough to kill a worker).
 * A streamed request (`stream: true`) gets the answer as server-sent chunks: `chunks` are the
 * pieces of the text (else one per word), `chunkDelayMs` the pause between pieces, and
 * `stallAfterChunks` stops sending after that many pieces without ending the response.
 */
export type ScriptedReply = { delayMs?: number; chunkDelayMs?: number; stallAfterChunks?: number } & (
  | { content: string; chunks?: string[] }
  | { toolCalls: { name: string; arguments: string }[]; content?: string | null }
  | { status: number; error?: { message: string; type?: string; code?: string } }
  | { raw: string }
);

export interface RecordedRequest {
  body: ChatCompletionRequest;
  authorization: string | undefined;
  receivedAt: number;
  /** Set when the client hung up before the answer was sent (a time limit or a killed worker). */
  abandoned: boolean;
  /** When the whole answer was sent (Date.now()); null until then. */
  finishedAt: number | null;
}

type Responder = (request: ChatCompletionRequest, index: number) => ScriptedReply;

/**
 * A small OpenAI-compatible server on 127.0.0.1 (`POST /v1/chat/completions`) for driving the real
 * `openai` SDK: plain replies, tool calls, fenced or broken JSON, slow replies and 429s, scripted
 * per test. It records every request, so tests can check what the model was shown.
 */
export class OpenAiTestServer {
  readonly requests: RecordedRequest[] = [];
  private queue: ScriptedReply[] = [];
  private responder: Responder = () => ({ content: 'Standardantwort des Test-Modells.' });
  private readonly sockets = new Set<Socket>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private waiters: { count: number; resolve: () => void }[] = [];

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<OpenAiTestServer> {
    let instance: OpenAiTestServer | null = null;
    const server = createServer((req, res) => void instance!.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    instance = new OpenAiTestServer(server, `http://127.0.0.1:${port}/v1`);
    server.on('connection', (socket) => {
      instance!.sockets.add(socket);
      socket.on('close', () => instance!.sockets.delete(socket));
    });
    return instance;
  }

  /** The next requests get these replies, in order; after them the responder answers. */
  enqueue(...replies: ScriptedReply[]): this {
    this.queue.push(...replies);
    return this;
  }

  /** Decides every reply not scripted by `enqueue`. */
  respondWith(responder: Responder): this {
    this.responder = responder;
    return this;
  }

  reset(): void {
    this.queue = [];
    this.requests.length = 0;
    this.responder = () => ({ content: 'Standardantwort des Test-Modells.' });
  }

  /** Resolves once at least `count` requests have arrived in total. */
  waitForRequests(count: number, timeoutMs = 60_000): Promise<void> {
    if (this.requests.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Only ${this.requests.length} of ${count} model requests arrived`)), timeoutMs);
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  async close(): Promise<void> {
    for (const timer of this.timers) clearTimeout(timer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
    const recorded: RecordedRequest = { body, authorization: req.headers.authorization, receivedAt: Date.now(), abandoned: false, finishedAt: null };
    this.requests.push(recorded);
    const index = this.requests.length - 1;
    this.waiters = this.waiters.filter((waiter) => {
      if (this.requests.length < waiter.count) return true;
      waiter.resolve();
      return false;
    });
    const reply = this.queue.shift() ?? this.responder(body, index);
    res.on('close', () => {
      if (!res.writableFinished) recorded.abandoned = true;
    });
    res.on('finish', () => {
      recorded.finishedAt = Date.now();
    });
    const send = () => this.send(res, body, reply);
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (!res.destroyed) send();
      }, reply.delayMs);
      this.timers.add(timer);
    } else {
      send();
    }
  }

  private send(res: ServerResponse, body: ChatCompletionRequest, reply: ScriptedReply): void {
    if (body.stream && !('status' in reply) && !('raw' in reply)) {
      void this.sendStream(res, body, reply);
      return;
    }
    if ('status' in reply) {
      res
        .writeHead(reply.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: reply.error ?? { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' } }));
      return;
    }
    if ('raw' in reply) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(reply.raw);
      return;
    }
    const toolCalls =
      'toolCalls' in reply
        ? reply.toolCalls.map((call) => ({
            id: `call_${randomUUID().slice(0, 8)}`,
            type: 'function',
            function: { name: call.name, arguments: call.arguments },
          }))
        : undefined;
    const completion = {
      id: `chatcmpl-${randomUUID()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: 'content' in reply ? (reply.content ?? null) : null, ...(toolCalls ? { tool_calls: toolCalls } : {}) },
          finish_reason: toolCalls ? 'tool_calls' : 'stop',
        },
      ],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion));
  }

  /** The answer as `chat.completion.chunk` events: text piece by piece, tool calls as name and argument fragments. */
  private async sendStream(
    res: ServerResponse,
    body: ChatCompletionRequest,
    reply: Exclude<ScriptedReply, { status: number } | { raw: string }>,
  ): Promise<void> {
    const id = `chatcmpl-${randomUUID()}`;
    const chunk = (delta: Record<string, unknown>, finishReason: string | null = null) => ({
      id,
      object: 'chat.completion.chunk',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [{ index: 0, delta, finish_reason: finishReason }],
    });
    const deltas: Record<string, unknown>[] = [{ role: 'assistant', content: '' }];
    if ('toolCalls' in reply) {
      if (reply.content) deltas.push({ content: reply.content });
      reply.toolCalls.forEach((call, index) => {
        const callId = `call_${randomUUID().slice(0, 8)}`;
        const half = Math.ceil(call.arguments.length / 2);
        deltas.push({ tool_calls: [{ index, id: callId, type: 'function', function: { name: call.name, arguments: '' } }] });
        deltas.push({ tool_calls: [{ index, function: { arguments: call.arguments.slice(0, half) } }] });
        deltas.push({ tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] });
      });
    } else {
      for (const piece of reply.chunks ?? reply.content.split(/(?<= )/)) deltas.push({ content: piece });
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const [index, delta] of deltas.entries()) {
      if (reply.stallAfterChunks !== undefined && index >= reply.stallAfterChunks + 1) return;
      if (res.destroyed) return;
      res.write(`data: ${JSON.stringify(chunk(delta))}\n\n`);
      if (reply.chunkDelayMs) await this.pause(reply.chunkDelayMs);
    }
    if (res.destroyed) return;
    res.write(`data: ${JSON.stringify(chunk({}, 'toolCalls' in reply ? 'tool_calls' : 'stop'))}\n\n`);
    res.end('data: [DONE]\n\n');
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        resolve();
      }, ms);
      this.timers.add(timer);
    });
  }
}
