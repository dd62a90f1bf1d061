import type { INestApplicationContext } from '@nestjs/common';
import type { Agent } from './support/coach-fixtures.js';
import { createMachine, daysAgo, logSet, signIn, startWorkerContext, today, until } from './support/coach-fixtures.js';
import { berlinDate, germanDate } from '../src/modules/workouts/rules/calendar.js';
import type { Conversation } from '@hantelwerk/api-types';
import { EventStreamReader, sessionCookie } from './support/event-stream.js';
import type { ChatCompletionRequest, ScriptedReply } from './support/openai-test-server.js';
import { OpenAiTestServer } from './support/openai-test-server.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

type Kind = 'categorise' | 'analyse' | 'chat';

function kindOf(body: ChatCompletionRequest): Kind {
  const text = body.messages.map((message) => message.content ?? '').join('\n');
  if (text.includes('Kategorisiere die Übung')) return 'categorise';
  if (text.includes('Gratuliere mir')) return 'analyse';
  return 'chat';
}
const promptOf = (body: ChatCompletionRequest) => body.messages.map((message) => message.content ?? '').join('\n');

/**
 * The AI coach against an OpenAI-compatible endpoint: the real `openai` SDK talks over HTTP to a
 * scripted server on 127.0.0.1, a real worker runs the jobs on real Redis.
 */
describe('AI coach with an OpenAI-compatible model (real SDK, scripted server)', () => {
  let server: OpenAiTestServer;
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let lena: { agent: Agent; userId: string };
  let ben: { agent: Agent; userId: string };
  const defaultScripts = (): Record<Kind, (body: ChatCompletionRequest, index: number) => ScriptedReply> => ({
    categorise: () => ({ content: 'keine' }),
    analyse: () => ({ content: 'Toll gemacht!' }),
    chat: () => ({ content: 'Standardantwort.' }),
  });
  let scripts = defaultScripts();

  beforeAll(async () => {
    server = await OpenAiTestServer.start();
    server.respondWith((body, index) => scripts[kindOf(body)](body, index));
    testApp = await startTestApp({ OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: server.url, OPENAI_MODEL: 'test-coach-1', ANALYSIS_DEBOUNCE_MS: '200' });
    worker = await startWorkerContext(testApp.config);
    lena = await signIn(testApp.url, 'lena@example.com', 'Lena');
    ben = await signIn(testApp.url, 'ben@example.com', 'Ben');
    const bench = await createMachine(lena.agent, 'Bankdrücken', ['Brust']);
    await logSet(lena.agent, bench.id, 60, 8, daysAgo(30));
    await logSet(lena.agent, bench.id, 70, 8, daysAgo(2));
    const secret = await createMachine(ben.agent, 'Bens Geheimübung', ['Arme']);
    await logSet(ben.agent, secret.id, 123.5, 3, daysAgo(1));
  });
  beforeEach(() => {
    scripts = defaultScripts();
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
    await server?.close();
  });

  const requestsOf = (kind: Kind) => server.requests.filter((request) => kindOf(request.body) === kind);
  const events = async (type: string, streamId: string) =>
    (await testApp.database.db.query('SELECT data FROM events WHERE type = $1 AND stream_id = $2 ORDER BY position', [type, streamId])).rows.map(
      (row) => row.data as Record<string, unknown>,
    );
  const conversation = (agent: Agent, id: string) => agent.get(`/api/agents/conversations/${id}`).then((response) => response.body);
  async function ask(agent: Agent, question: string, conversationId?: string) {
    const id = conversationId ?? (await agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body.id;
    const sent = await agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: question });
    expect(sent.status).toBe(202);
    const done = await until(
      () => conversation(agent, id),
      (body) => body.status !== 'thinking',
    );
    return { id, done, jobId: sent.body.pending_job_id as string };
  }

  it('answers a chat question through the SDK, showing the model only the user’s own data', async () => {
    expect((await lena.agent.get('/api/agents/coach')).body).toEqual({ answered_by: 'model', model: 'test-coach-1', streaming: true });
    scripts.chat = () => ({ content: 'Heute **Beine**, Lena – deine Brust hatte gerade erst Training.' });
    const before = server.requests.length;
    const { id, done } = await ask(lena.agent, 'Was soll ich heute trainieren?');
    expect(done.status).toBe('idle');
    expect(done.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'Heute **Beine**, Lena – deine Brust hatte gerade erst Training.' });

    const sent = server.requests.slice(before).filter((request) => kindOf(request.body) === 'chat');
    expect(sent).toHaveLength(1);
    const { body, authorization } = sent[0]!;
    expect(authorization).toBe('Bearer sk-test-key');
    expect(body.model).toBe('test-coach-1');
    expect(body.stream).toBe(true);
    expect(body.tools?.map((tool) => tool.function.name)).toEqual([
      'list_exercises',
      'exercise_history',
      'personal_records',
      'training_summary',
      'recent_trainings',
      'account',
      'range_summary',
      'training_plan',
    ]);
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages.at(-1)).toEqual({ role: 'user', content: 'Was soll ich heute trainieren?' });
    const prompt = promptOf(body);
    expect(prompt).toContain('Antworte in der Sprache der Frage');
    // Her exercises by name; her numbers only through the tools, not pasted into the prompt.
    expect(prompt).toContain('Bankdrücken');
    expect(prompt).not.toContain('70 kg');
    expect(prompt).not.toContain('Geheimübung');
    expect(prompt).not.toContain('123,5');
    expect(prompt).not.toContain('ben@example.com');

    // The next question carries the conversation so far.
    scripts.chat = () => ({ content: 'Gern!' });
    await ask(lena.agent, 'Danke, und morgen?', id);
    const followUp = requestsOf('chat')
      .at(-1)!
      .body.messages.slice(1)
      .map((message) => [message.role, message.content]);
    expect(followUp).toEqual([
      ['user', 'Was soll ich heute trainieren?'],
      ['assistant', 'Heute **Beine**, Lena – deine Brust hatte gerade erst Training.'],
      ['user', 'Danke, und morgen?'],
    ]);
  });

  it('runs the model’s tool calls against the user’s own data, broken arguments included', async () => {
    scripts.chat = (body) => {
      const toolResults = body.messages.filter((message) => message.role === 'tool');
      if (toolResults.length === 0) {
        return {
          toolCalls: [
            { name: 'exercise_history', arguments: '{"exercise_name": "bankdrücken"}' },
            { name: 'exercise_history', arguments: '{"exercise_name": "Bens Geh' },
          ],
        };
      }
      return { content: `Deine Bankdrücken-Historie: ${toolResults[0]!.content}` };
    };
    const { done, id } = await ask(lena.agent, 'Wie entwickelt sich mein Bankdrücken?');
    expect(done.status).toBe('idle');
    const last = requestsOf('chat').at(-1)!.body;
    const [history, broken] = last.messages.filter((message) => message.role === 'tool').map((message) => JSON.parse(message.content!));
    const benchHistory = {
      exercise: 'Bankdrücken',
      sessions: [
        { date: daysAgo(30), weight_kg: 60, reps: 8 },
        { date: daysAgo(2), weight_kg: 70, reps: 8 },
      ],
      last_day_sets: [{ date: daysAgo(2), weight_kg: 70, reps: 8 }],
    };
    expect(history).toEqual(benchHistory);
    expect(broken).toEqual({ error: 'Keine Übung „“ gefunden', available: ['Bankdrücken'] });
    expect(last.messages.find((message) => message.role === 'assistant')?.tool_calls).toHaveLength(2);
    expect(done.messages.at(-1).content).toContain('"weight_kg":70');
    // The spec's tool_calls of the reply: which tool, with what, and what it read.
    expect(done.messages.at(-1).tool_calls).toEqual([
      { name: 'exercise_history', arguments: { exercise_name: 'bankdrücken' }, result: benchHistory },
      { name: 'exercise_history', arguments: {}, result: { error: 'Keine Übung „“ gefunden', available: ['Bankdrücken'] } },
    ]);
    const [replied] = await events('CoachReplied', `conversation-${id}`);
    expect(replied!.toolCalls).toEqual([
      { id: expect.any(String), name: 'exercise_history', arguments: { exercise_name: 'bankdrücken' }, result: benchHistory },
      { id: expect.any(String), name: 'exercise_history', arguments: {}, result: expect.objectContaining({ error: 'Keine Übung „“ gefunden' }) },
    ]);
  });

  it('reads the asker’s own current plan with the training_plan tool, never another user’s', async () => {
    const exercise = (exercise_name: string, sets: number, reps: string) => ({ exercise_name, sets, reps });
    const lenasPlan = await lena.agent.post('/api/training-plans').send({
      plan_name: 'Lenas Kraftplan',
      training_days: [
        { day_name: 'Push', exercises: [exercise('Bankdrücken', 3, '8-12')] },
        { day_name: 'Pull', exercises: [exercise('Latzug', 3, '10')] },
      ],
    });
    expect(lenasPlan.status).toBe(201);
    expect((await lena.agent.post(`/api/training-plans/${lenasPlan.body.id}/completed-days`).send({ day_number: 1 })).status).toBe(200);
    expect((await ben.agent.post('/api/training-plans').send({ plan_name: 'Bens Armtag', training_days: [{ day_name: 'Arme', exercises: [] }] })).status).toBe(
      201,
    );
    // Choosing Lena's plan is refused; even a stored selection of it (from before that rule) must leave Ben's coach reading only Ben's plans.
    expect((await ben.agent.put('/api/auth/update').send({ selected_training_plan_id: lenasPlan.body.id })).status).toBe(400);
    await testApp.database.db.query('UPDATE users SET selected_training_plan_id = $1 WHERE id = $2', [lenasPlan.body.id, ben.userId]);
    scripts.chat = (body) => {
      const result = body.messages.find((message) => message.role === 'tool');
      return result ? { content: `Laut Plan: ${result.content}` } : { toolCalls: [{ name: 'training_plan', arguments: '{}' }] };
    };

    const lenas = await ask(lena.agent, 'Was steht heute an?');
    expect(promptOf(requestsOf('chat').at(-1)!.body)).toContain('- Trainingsplan: „Lenas Kraftplan“ mit 2 Tagen');
    expect(lenas.done.messages.at(-1).tool_calls).toEqual([
      {
        name: 'training_plan',
        arguments: {},
        result: {
          name: 'Lenas Kraftplan',
          days: [
            { day_number: 1, name: 'Push', exercises: [{ name: 'Bankdrücken', sets: 3, reps: '8-12' }] },
            { day_number: 2, name: 'Pull', exercises: [{ name: 'Latzug', sets: 3, reps: '10' }] },
          ],
          last_completed_day_number: 1,
          last_training_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          next_day_number: 2,
          other_plans: [],
        },
      },
    ]);

    const bens = await ask(ben.agent, 'Wie sieht mein Plan aus?');
    const bensPlan = bens.done.messages.at(-1).tool_calls[0].result;
    expect(bensPlan).toMatchObject({ name: 'Bens Armtag', next_day_number: 1, other_plans: [] });
    expect(JSON.stringify(bens.done.messages)).not.toContain('Lenas Kraftplan');
    expect(promptOf(requestsOf('chat').at(-1)!.body)).not.toContain('Lenas Kraftplan');
  });

  it('gives the model the lifter’s account and any range through its tools', async () => {
    const noah = await signIn(testApp.url, 'noah@example.com', 'Noah');
    const squat = await createMachine(noah.agent, 'Kniebeugen', ['Beine']);
    expect((await noah.agent.post('/api/workouts').send({ machine_id: squat.id, date: today(), max_weight: 100, reps: 5 })).status).toBe(201);
    scripts.chat = (body) =>
      body.messages.some((message) => message.role === 'tool')
        ? { content: 'Dein Konto.' }
        : {
            toolCalls: [
              { name: 'account', arguments: '{}' },
              { name: 'range_summary', arguments: JSON.stringify({ from: today(), exercise_name: 'Kniebeuge' }) },
            ],
          };

    const { done } = await ask(noah.agent, 'Wie viele Hanteln habe ich?');
    const me = (await noah.agent.get('/api/auth/me')).body;
    const [account, range] = done.messages.at(-1).tool_calls.map((call: { result: unknown }) => call.result);
    expect(account).toEqual({ hanteln: me.hantel_currency, streak_weeks: me.current_streak, streak_freezes_left: 0 });
    expect(range).toMatchObject({ from: today(), to: today(), exercise: 'Kniebeugen', sets: 1, volume_kg: 500, training_days: 1 });
  });

  it('reads categorisation replies as spec section 5 says: fenced or broken JSON, only the eight, "keine"', async () => {
    const replies: Record<string, string> = {
      Klimmzugvariante: '```json\n{"categories": ["Rücken", "Arme", "Rücken", "Cardio"]}\n```',
      Schulterkreisen: '{"categories": ["Schultern"',
      Stretching: 'Keine der Kategorien passt.',
    };
    scripts.categorise = (body) => ({ content: replies[Object.keys(replies).find((name) => promptOf(body).includes(`„${name}“`))!]! });
    const categorise = (exerciseName: string) =>
      lena.agent
        .post('/api/functions/invoke')
        .send({ functionName: 'categorizeExercise', params: { exerciseName } })
        .then((response) => response.body);
    expect(await categorise('Klimmzugvariante')).toEqual({ data: { categories: ['Rücken', 'Arme'] } });
    expect(await categorise('Schulterkreisen')).toEqual({ data: { categories: ['Schultern'] } });
    expect(await categorise('Stretching')).toEqual({ data: { categories: [] } });
  });

  it('caches an empty result for a name after a "Rate limit" failure, without retrying it', async () => {
    scripts.categorise = () => ({ status: 429 });
    const before = requestsOf('categorise').length;
    const first = await lena.agent.post('/api/functions/invoke').send({ functionName: 'categorizeExercise', params: { exerciseName: 'Turnbeutelheben' } });
    expect(first.body).toEqual({ data: { categories: [] } });
    expect(requestsOf('categorise').length - before).toBe(1);
    scripts.categorise = () => ({ content: 'Arme' });
    const second = await ben.agent.post('/api/functions/invoke').send({ functionName: 'categorizeExercise', params: { exerciseName: 'turnbeutelheben' } });
    expect(second.body).toEqual({ data: { categories: [] } });
    expect(requestsOf('categorise').length - before).toBe(1);
    // Another name still asks the model.
    const other = await ben.agent.post('/api/functions/invoke').send({ functionName: 'categorizeExercise', params: { exerciseName: 'Hantelcurl spezial' } });
    expect(other.body).toEqual({ data: { categories: ['Arme'] } });
  });

  it('gives the categoriser 10 s: a reply past the limit is abandoned and the retry records once', async () => {
    let calls = 0;
    scripts.categorise = () => (++calls === 1 ? { delayMs: 12000, content: 'Brust' } : { content: 'Rücken' });
    const machine = await createMachine(lena.agent, 'Ruderzug Spezial');
    const categorised = await until(
      () => lena.agent.get('/api/machines').then((response) => response.body.find((item: { id: string }) => item.id === machine.id)),
      (item) => item.categories.length > 0,
      25000,
      250,
    );
    expect(categorised.categories).toEqual(['Rücken']);
    const attempts = requestsOf('categorise').filter((request) => promptOf(request.body).includes('„Ruderzug Spezial“'));
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.abandoned).toBe(true);
    expect(attempts[1]!.receivedAt - attempts[0]!.receivedAt).toBeGreaterThanOrEqual(10000);
    expect(await events('MachineCategorised', `machine-${machine.id}`)).toEqual([expect.objectContaining({ categories: ['Rücken'], source: 'ai' })]);
  });

  it('retries a broken completion body and records the reply once', async () => {
    let calls = 0;
    scripts.chat = () => (++calls === 1 ? { raw: '{"id": "chatcmpl-1", "choices": [' } : { content: 'Zweiter Versuch klappt.' });
    const { done, id, jobId } = await ask(lena.agent, 'Wie viele Sätze für Kraft?');
    expect(done.status).toBe('idle');
    expect(done.messages.at(-1).content).toBe('Zweiter Versuch klappt.');
    expect(calls).toBe(2);
    expect(await events('CoachReplied', `conversation-${id}`)).toHaveLength(1);
    const job = (await lena.agent.get(`/api/jobs/${jobId}`)).body;
    // BullMQ counts the attempt that completed too: one failed, one succeeded.
    expect(job).toMatchObject({ state: 'completed', attempts_made: 2 });
  });

  it('marks the reply failed in German after the rate limit outlasts every retry, and lets the user ask again', async () => {
    scripts.chat = () => ({ status: 429 });
    const { done, id, jobId } = await ask(lena.agent, 'Wie lange Pause zwischen Sätzen?');
    expect(done.status).toBe('failed');
    expect(done.error).toBe('Der KI-Dienst ist gerade ausgelastet (Rate limit). Bitte versuche es in einer Minute noch einmal.');
    expect(done.pending_job_id).toBeNull();
    expect(await events('CoachReplyFailed', `conversation-${id}`)).toHaveLength(1);
    const job = (await lena.agent.get(`/api/jobs/${jobId}`)).body;
    expect(job).toMatchObject({ state: 'failed', attempts_made: 3 });
    expect(job.error).toMatch(/^Rate limit/);

    scripts.chat = () => ({ content: 'Jetzt klappt es: 2–3 Minuten.' });
    const retried = await ask(lena.agent, 'Wie lange Pause zwischen Sätzen?', id);
    expect(retried.done).toMatchObject({ status: 'idle', error: null });
    expect(retried.done.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'user', 'assistant']);
  });

  it('writes the performance analysis with the model from the user’s numbers', async () => {
    scripts.analyse = () => ({ content: '```\nStark, Lena! 72,5 kg × 6 beim Bankdrücken.\n\nWeiter so!\n```' });
    const bench = (await lena.agent.get('/api/machines')).body.find((item: { name: string }) => item.name === 'Bankdrücken');
    await logSet(lena.agent, bench.id, 72.5, 6);
    const me = await until(
      () => lena.agent.get('/api/auth/me').then((response) => response.body),
      (user) => user.last_performance_analysis === 'Stark, Lena! 72,5 kg × 6 beim Bankdrücken.\n\nWeiter so!',
    );
    expect(new Date(me.last_analysis_date).getTime()).toBeGreaterThan(Date.now() - 30_000);
    const prompt = promptOf(requestsOf('analyse').at(-1)!.body);
    expect(prompt).toContain('„Bankdrücken“ mit 72,5 kg × 6 Wiederholungen');
    expect(prompt).toMatch(/in den letzten 7 Tagen an 2 Tagen trainiert/);
    expect(prompt).not.toContain('Geheimübung');
    const analysed = await events('PerformanceAnalysed', `user-${lena.userId}`);
    expect(analysed.at(-1)).toMatchObject({ model: 'test-coach-1', text: me.last_performance_analysis });
  });

  it('streams the reply to the open chat screen in parts while the model writes, then pushes the recorded conversation with its tool calls', async () => {
    const { cookie } = await sessionCookie(testApp.url, 'lena@example.com', 'Lena');
    const id = (await lena.agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body.id as string;
    const stream = await EventStreamReader.open(`${testApp.url}/api/agents/conversations/${id}/stream`, cookie);
    try {
      expect(stream.response.statusCode).toBe(200);
      expect(stream.response.headers['content-type']).toMatch(/^text\/event-stream/);
      await stream.next((event) => event.event === 'conversation');
      const reply = 'Dein Bankdrücken steigt: zuletzt **70 kg × 8**, ein neuer Bestwert.';
      scripts.chat = (body) =>
        body.messages.some((message) => message.role === 'tool')
          ? { content: reply, chunks: ['Dein ', 'Bankdrücken ', 'steigt: ', 'zuletzt ', '**70 kg × 8**, ', 'ein neuer ', 'Bestwert.'], chunkDelayMs: 150 }
          : { toolCalls: [{ name: 'personal_records', arguments: '{"exercise_name":"Bankdrücken"}' }] };
      const before = server.requests.length;
      expect((await lena.agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: 'Wie steht mein Bankdrücken?' })).status).toBe(
        202,
      );

      const recorded = await stream.next((event) => {
        const conversation = event.data as Conversation;
        return event.event === 'conversation' && conversation.status === 'idle' && conversation.messages.length === 2;
      });
      const pieces = stream.events.filter((event) => event.event === 'reply');
      const texts = pieces.map((event) => (event.data as { content: string }).content);
      expect(texts.length).toBeGreaterThanOrEqual(4);
      texts.forEach((text, index) => index > 0 && expect(text.startsWith(texts[index - 1]!)).toBe(true));
      expect(texts.at(-1)).toBe(reply);
      // The first words were on the screen before the model had finished writing, and before the reply was recorded.
      const writing = server.requests.slice(before).find((request) => request.body.messages.some((message) => message.role === 'tool'))!;
      expect(pieces[0]!.at).toBeLessThan(writing.finishedAt!);
      expect(stream.events.indexOf(pieces[0]!)).toBeLessThan(stream.events.indexOf(recorded));
      expect((recorded.data as Conversation).messages.at(-1)).toMatchObject({
        role: 'assistant',
        content: reply,
        tool_calls: [{ name: 'personal_records', arguments: { exercise_name: 'Bankdrücken' }, result: expect.objectContaining({ exercise: 'Bankdrücken' }) }],
      });
    } finally {
      stream.close();
    }
  });

  it('gives the model the lifter’s trainings, warm-ups and RPE through its tools, and names the last training in the prompt', async () => {
    const mia = await signIn(testApp.url, 'mia@example.com', 'Mia');
    const bench = await createMachine(mia.agent, 'Bankdrücken', ['Brust']);
    const logged: string[] = [];
    for (const set of [
      { max_weight: 40, reps: 10, set_type: 'warmup' },
      { max_weight: 60, reps: 8, set_type: 'normal', rpe: 8 },
      { max_weight: 60, reps: 7, set_type: 'normal', rpe: 9.5 },
    ]) {
      const response = await mia.agent.post('/api/workouts').send({ machine_id: bench.id, date: today(), ...set });
      expect(response.status).toBe(201);
      logged.push(response.body.id as string);
    }
    const startedAt = new Date(Date.now() - 60 * 60_000);
    const recorded = await mia.agent.post('/api/sessions').send({ title: 'Brusttag', started_at: startedAt.toISOString(), duration_min: 48, sets: logged });
    expect(recorded.status).toBe(201);
    scripts.chat = (body) =>
      body.messages.some((message) => message.role === 'tool')
        ? { content: '48 Minuten.' }
        : {
            toolCalls: [
              { name: 'recent_trainings', arguments: '{}' },
              { name: 'exercise_history', arguments: '{"exercise_name":"Bankdrücken"}' },
              { name: 'training_summary', arguments: '{"period":"today"}' },
            ],
          };

    const { done } = await ask(mia.agent, 'Wie lange hat mein letztes Training gedauert?');
    const startDate = berlinDate(startedAt);
    const startTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(startedAt);
    expect(promptOf(requestsOf('chat').at(-1)!.body)).toContain(`- Trainings: 1, das letzte „Brusttag“ am ${germanDate(startDate)}`);
    const [trainings, history, summary] = done.messages.at(-1).tool_calls.map((call: { result: unknown }) => call.result);
    expect(trainings).toEqual({
      total: 1,
      trainings: [{ title: 'Brusttag', date: startDate, start_time: startTime, duration_min: 48, work_sets: 2, warmup_sets: 1 }],
      last_set_date: today(),
    });
    expect(history).toEqual({
      exercise: 'Bankdrücken',
      sessions: [{ date: today(), weight_kg: 60, reps: 8, rpe: 8, warmup_sets: 1 }],
      last_day_sets: [
        { date: today(), weight_kg: 60, reps: 8, rpe: 8 },
        { date: today(), weight_kg: 60, reps: 7, rpe: 9.5 },
      ],
      rpe_sets: [
        { date: today(), weight_kg: 60, reps: 8, rpe: 8 },
        { date: today(), weight_kg: 60, reps: 7, rpe: 9.5 },
      ],
    });
    expect(summary).toMatchObject({ period: 'today', sets: 2, volume: 900, warmup_sets: 1, warmups_by_exercise: [{ name: 'Bankdrücken', sets: 1 }] });
    expect(JSON.stringify(done.messages)).not.toContain('Geheimübung');
  });
});
