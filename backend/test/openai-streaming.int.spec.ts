import { ModelTimeoutError, RateLimitError } from '../src/modules/coach/language-model.js';
import { OpenAiLanguageModel } from '../src/modules/coach/openai-language-model.js';
import { OpenAiTestServer } from './support/openai-test-server.js';

/** The OpenAI adapter's streaming, over HTTP against the local OpenAI-compatible test server. */
describe('streamed completions through the real openai SDK', () => {
  let server: OpenAiTestServer;
  let model: OpenAiLanguageModel;
  const request = { task: { kind: 'categorise' as const, exerciseName: 'x' }, messages: [{ role: 'user' as const, content: 'Hallo' }] };

  beforeAll(async () => {
    server = await OpenAiTestServer.start();
    model = new OpenAiLanguageModel({ apiKey: 'sk-test', baseUrl: server.url, model: 'test-stream-1' });
  });
  beforeEach(() => server.reset());
  afterAll(() => server.close());

  it('hands on the text piece by piece as the model writes it', async () => {
    server.enqueue({ content: 'Heute sind **Beine** dran.', chunks: ['Heute ', 'sind ', '**Beine** ', 'dran.'], chunkDelayMs: 30 });
    const seen: string[] = [];
    const completion = await model.complete(request, { timeoutMs: 5000, onText: (text) => seen.push(text) });
    expect(server.requests[0]!.body.stream).toBe(true);
    expect(seen).toEqual(['Heute ', 'Heute sind ', 'Heute sind **Beine** ', 'Heute sind **Beine** dran.']);
    expect(completion).toEqual({ content: 'Heute sind **Beine** dran.', toolCalls: [], model: 'test-stream-1' });
  });

  it('puts a tool call together from its streamed fragments', async () => {
    server.enqueue({ toolCalls: [{ name: 'exercise_history', arguments: '{"exercise_name":"Bankdrücken"}' }] });
    const completion = await model.complete(
      { ...request, tools: [{ name: 'exercise_history', description: 'd', parameters: {} }] },
      { timeoutMs: 5000, onText: () => {} },
    );
    expect(completion.content).toBe('');
    expect(completion.toolCalls).toEqual([{ id: expect.stringMatching(/^call_/), name: 'exercise_history', arguments: '{"exercise_name":"Bankdrücken"}' }]);
  });

  it('reports a 429 as a rate limit', async () => {
    server.enqueue({ status: 429 });
    await expect(model.complete(request, { timeoutMs: 5000, onText: () => {} })).rejects.toBeInstanceOf(RateLimitError);
  });

  it('times out a model that stops mid-reply, after handing on what it wrote', async () => {
    server.enqueue({ content: 'Erst ein paar Worte und dann nichts mehr', stallAfterChunks: 3 });
    const seen: string[] = [];
    const failure = await model.complete(request, { timeoutMs: 700, onText: (text) => seen.push(text) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ModelTimeoutError);
    expect(seen.at(-1)).toBe('Erst ein paar ');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.requests[0]!.abandoned).toBe(true);
  });

  it('still answers in one piece when nobody asked for the stream', async () => {
    server.enqueue({ content: 'Brust' });
    expect((await model.complete(request, { timeoutMs: 5000 })).content).toBe('Brust');
    expect(server.requests[0]!.body.stream).toBeFalsy();
  });
});
