import type { ChildProcess } from 'node:child_process';
import type { INestApplicationContext } from '@nestjs/common';
import type { TrainingPlan, User } from '@hantelwerk/api-types';
import type { Agent } from './support/coach-fixtures.js';
import { createMachine, logSet, signIn, spawnWorker, startWorkerContext, stopChild, until, workerEnv } from './support/coach-fixtures.js';
import type { ChatCompletionRequest, ScriptedReply } from './support/openai-test-server.js';
import { OpenAiTestServer } from './support/openai-test-server.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const ANSWERS = {
  display_name: 'Lena',
  training_frequency: '4',
  fitness_goal: 'strength',
  training_experience: 'intermediate',
  body_weight: 64.5,
  focus_areas: ['Beine', 'Bauch'],
};

const me = async (agent: Agent): Promise<User> => (await agent.get('/api/auth/me')).body;
const plansOf = async (agent: Agent): Promise<TrainingPlan[]> => (await agent.get('/api/training-plans')).body;
const settled = (agent: Agent, timeoutMs = 20000) =>
  until(
    () => me(agent),
    (user) => user.plan_generation_status === 'completed' || user.plan_generation_status === 'failed',
    timeoutMs,
    100,
  );

/** Onboarding to an active plan with the built-in offline planner: real api, worker, Postgres and Redis. */
describe('plan generation with the offline planner', () => {
  let testApp: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    testApp = await startTestApp();
    worker = await startWorkerContext(testApp.config);
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
  });

  it('goes from onboarding to one active plan: answers recorded, status generating, then completed with the plan selected', async () => {
    const { agent } = await signIn(testApp.url, 'lena@example.com');
    const finished = await agent.post('/api/onboarding/complete').send(ANSWERS);
    expect(finished.status).toBe(200);
    expect(finished.body).toMatchObject({
      onboarding_completed: true,
      display_name: 'Lena',
      training_frequency: '4',
      focus_areas: ['Beine', 'Bauch'],
      plan_generation_status: 'generating',
      plan_generation_attempts: 1,
      plan_generation_error: null,
    });
    const conversationId = finished.body.plan_generation_conversation_id;
    expect(conversationId).toEqual(expect.any(String));

    const done = await settled(agent);
    expect(done).toMatchObject({ plan_generation_status: 'completed', plan_generation_conversation_id: null, plan_generation_attempts: 1 });
    const plans = await plansOf(agent);
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    expect(plan).toMatchObject({ is_active: true, source: 'generated', plan_name: 'Oberkörper-Unterkörper-Plan: Kraft steigern' });
    expect(done.selected_training_plan_id).toBe(plan!.id);
    expect(plan!.training_days.map((day) => day.day_name)).toEqual(['Oberkörper', 'Unterkörper', 'Oberkörper', 'Unterkörper']);
    for (const day of plan!.training_days) expect(day.exercises).toHaveLength(5);

    // The planner's conversation holds the spec's request and the plan it answered with.
    const conversation = (await agent.get(`/api/agents/conversations/${conversationId}`)).body;
    expect(conversation).toMatchObject({ agent_name: 'training_planner', metadata: { type: 'plan_creation' }, status: 'idle' });
    expect(conversation.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
    expect(conversation.messages[0].content).toContain('4 Trainingstagen pro Woche');
    expect(JSON.parse(conversation.messages[1].content).training_days).toHaveLength(4);
  });

  it('names the movements a lifter already logs by the lifter’s own exercises, on the days they fit', async () => {
    const { agent } = await signIn(testApp.url, 'eigene@example.com');
    for (const name of ['Kniebeuge', 'Latziehen']) await logSet(agent, (await createMachine(agent, name)).id, 60, 8);
    await agent.post('/api/onboarding/complete').send({ ...ANSWERS, training_frequency: '4', focus_areas: ['Beine', 'Rücken'] });
    expect((await settled(agent)).plan_generation_status).toBe('completed');
    const [plan] = await plansOf(agent);
    const days = plan!.training_days.map((day) => ({ name: day.day_name, exercises: day.exercises.map((exercise) => exercise.exercise_name) }));
    const names = days.flatMap((day) => day.exercises);
    expect(names).toEqual(expect.arrayContaining(['Kniebeuge', 'Latziehen']));
    expect(names).not.toEqual(expect.arrayContaining(['Kniebeugen']));
    expect(names).not.toEqual(expect.arrayContaining(['Latzug']));
    // Their squat on each leg day, their pulldown on each upper-body day.
    for (const day of days) expect(day.exercises).toContain(day.name === 'Unterkörper' ? 'Kniebeuge' : 'Latziehen');
    for (const day of days) expect(new Set(day.exercises).size).toBe(day.exercises.length);
  });

  it('makes one plan for a double click on "Fertig" and for two generate requests at once', async () => {
    const { agent } = await signIn(testApp.url, 'doppelt@example.com');
    // "At once": both requests are answered before any plan is made, however busy the machine. A
    // request that comes after the plan is a new one (tested below), so the worker waits for both.
    await worker.close();
    const [first, second] = await Promise.all([agent.post('/api/onboarding/complete').send(ANSWERS), agent.post('/api/onboarding/complete').send(ANSWERS)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    worker = await startWorkerContext(testApp.config);
    await settled(agent);
    expect(await plansOf(agent)).toHaveLength(1);
    expect((await me(agent)).plan_generation_attempts).toBe(1);
    // The second click of a double click can arrive after the first one's plan is made (a loaded server, a slow phone).
    expect((await agent.post('/api/onboarding/complete').send(ANSWERS)).status).toBe(200);
    expect(await plansOf(agent)).toHaveLength(1);
    expect((await me(agent)).plan_generation_attempts).toBe(1);

    await worker.close();
    const again = await Promise.all([agent.post('/api/training-plans/generate'), agent.post('/api/training-plans/generate')]);
    expect(again.map((response) => response.status)).toEqual([200, 200]);
    expect(again[0]!.body.plan_generation_conversation_id).toBe(again[1]!.body.plan_generation_conversation_id);
    worker = await startWorkerContext(testApp.config);
    const done = await settled(agent);
    expect(done.plan_generation_attempts).toBe(2);
    const plans = await plansOf(agent);
    expect(plans).toHaveLength(2);
    // The newest is the active and selected one; the older one was turned off in the same transaction.
    expect(plans.map((plan) => plan.is_active)).toEqual([true, false]);
    expect(done.selected_training_plan_id).toBe(plans[0]!.id);
  });

  it('starts one generation per Idempotency-Key, however late the same request comes again', async () => {
    const { agent } = await signIn(testApp.url, 'schluessel@example.com');
    const fertig = 'fertig-3f1c';
    expect((await agent.post('/api/onboarding/complete').set('Idempotency-Key', fertig).send(ANSWERS)).status).toBe(200);
    expect((await settled(agent)).plan_generation_status).toBe('completed');
    // The second click's request, held up until the plan was made: the same key, no second plan.
    expect((await agent.post('/api/onboarding/complete').set('Idempotency-Key', fertig).send(ANSWERS)).status).toBe(200);
    const generate = 'generieren-77a0';
    expect((await agent.post('/api/training-plans/generate').set('Idempotency-Key', generate)).body.plan_generation_status).toBe('generating');
    expect((await settled(agent)).plan_generation_attempts).toBe(2);
    const late = await agent.post('/api/training-plans/generate').set('Idempotency-Key', generate);
    expect(late.body).toMatchObject({ plan_generation_status: 'completed', plan_generation_attempts: 2 });
    expect(await plansOf(agent)).toHaveLength(2);
  });

  it('refuses to generate before onboarding, and keeps the plans when onboarding restarts', async () => {
    const { agent } = await signIn(testApp.url, 'neu@example.com');
    const early = await agent.post('/api/training-plans/generate');
    expect([early.status, early.body.message]).toEqual([400, 'Bitte schließe zuerst das Onboarding ab.']);
    await agent.post('/api/onboarding/complete').send({ ...ANSWERS, training_frequency: '7+', focus_areas: [] });
    await settled(agent);
    const [plan] = await plansOf(agent);
    expect(plan!.training_days.map((day) => day.day_name)).toEqual(['Push', 'Pull', 'Legs', 'Push', 'Pull', 'Legs', 'Push']);
    const restarted = await agent.post('/api/onboarding/restart').send({});
    expect(restarted.body).toMatchObject({ onboarding_completed: false, training_frequency: null });
    expect(await plansOf(agent)).toHaveLength(1);
  });

  it('refuses incomplete answers with the step’s message', async () => {
    const { agent } = await signIn(testApp.url, 'halb@example.com');
    const blank = await agent.post('/api/onboarding/complete').send({ ...ANSWERS, display_name: '  ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Bitte gib einen Namen ein']);
    const missing = await agent.post('/api/onboarding/complete').send({ ...ANSWERS, fitness_goal: undefined });
    expect(missing.status).toBe(400);
    expect((await me(agent)).onboarding_completed).toBe(false);
  });

  it('answers a planner conversation of the agents API with a plan in JSON, without touching the user’s plans', async () => {
    const { agent } = await signIn(testApp.url, 'agent-api@example.com');
    const conversation = await agent
      .post('/api/agents/conversations')
      .send({ agent_name: 'training_planner', metadata: { name: 'Plan', type: 'plan_creation' } });
    expect(conversation.status).toBe(201);
    const sent = await agent.post(`/api/agents/conversations/${conversation.body.id}/messages`).send({ role: 'user', content: 'Erstelle mir einen Plan.' });
    expect(sent.status).toBe(202);
    const answered = await until(
      async () => (await agent.get(`/api/agents/conversations/${conversation.body.id}`)).body,
      (body) => body.status !== 'thinking',
    );
    expect(answered.status).toBe('idle');
    expect(JSON.parse(answered.messages.at(-1).content).training_days.length).toBeGreaterThan(0);
    expect(await plansOf(agent)).toEqual([]);
    expect((await me(agent)).plan_generation_status).toBeNull();
  });

  it('ignores the client’s timeout report before the deadline', async () => {
    const { agent } = await signIn(testApp.url, 'ungeduldig@example.com');
    await agent.post('/api/onboarding/complete').send(ANSWERS);
    const report = await agent.post('/api/training-plans/generation/timeout');
    expect(report.status).toBe(200);
    expect(report.body.plan_generation_error).toBeNull();
    expect((await settled(agent)).plan_generation_status).toBe('completed');
  });
});

type Script = (body: ChatCompletionRequest, index: number) => ScriptedReply;
const promptOf = (body: ChatCompletionRequest) => body.messages.map((message) => message.content ?? '').join('\n');
const GOOD_PLAN = {
  plan_name: 'Kraft & Technik',
  plan_description: 'Vier Tage',
  training_days: [
    { day_number: 1, day_name: 'Oberkörper', exercises: [{ exercise_name: 'Bankdrücken', sets: 4, reps: '4-6' }] },
    { day_number: 2, day_name: 'Unterkörper', exercises: [{ exercise_name: 'Kniebeugen', sets: 4, reps: '4-6' }] },
  ],
};

/** The real `openai` SDK against the local OpenAI-compatible server: good, fenced, broken and slow replies. */
describe('plan generation with an OpenAI-compatible model', () => {
  let server: OpenAiTestServer;
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let script: Script;

  beforeAll(async () => {
    server = await OpenAiTestServer.start();
    server.respondWith((body, index) => script(body, index));
    testApp = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.url, OPENAI_MODEL: 'test-planner-1' });
    worker = await startWorkerContext(testApp.config);
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
    await server?.close();
  });

  async function generate(email: string, reply: Script) {
    script = reply;
    const before = server.requests.length;
    const { agent } = await signIn(testApp.url, email);
    const started = await agent.post('/api/onboarding/complete').send(ANSWERS);
    expect(started.status).toBe(200);
    const user = await settled(agent, 70000);
    return { agent, user, requests: server.requests.slice(before), conversationId: started.body.plan_generation_conversation_id as string };
  }

  it('asks for structured output with the spec’s request, and makes the plan of a good reply', async () => {
    const { agent, user, requests } = await generate('gut@example.com', () => ({ content: JSON.stringify(GOOD_PLAN) }));
    expect(user.plan_generation_status).toBe('completed');
    expect(requests).toHaveLength(1);
    const body = requests[0]!.body;
    expect(body.model).toBe('test-planner-1');
    expect(body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'training_plan', strict: true } });
    const prompt = promptOf(body);
    for (const part of ['4 Trainingstagen pro Woche', 'Ziel: Kraft steigern', 'Erfahrung: Fortgeschritten', 'Schwerpunkte: Beine, Bauch', 'genau 5 Übungen']) {
      expect(prompt).toContain(part);
    }
    expect(prompt).toContain('Push, Pull, Legs, Oberkörper, Unterkörper, Ganzkörper');
    const [plan] = await plansOf(agent);
    expect(plan).toMatchObject({ plan_name: 'Kraft & Technik', is_active: true });
    expect(plan!.training_days[0]!.exercises).toEqual([{ exercise_name: 'Bankdrücken', sets: 4, reps: '4-6', target_weight: null }]);
  });

  it('names the model’s days in English for a lifter who reads the app in English; exercises keep the catalogue’s names', async () => {
    script = () => ({ content: JSON.stringify(GOOD_PLAN) });
    const { agent } = await signIn(testApp.url, 'english-model@example.com');
    expect((await agent.put('/api/auth/update').send({ language: 'en' })).status).toBe(200);
    expect((await agent.post('/api/onboarding/complete').send(ANSWERS)).status).toBe(200);
    expect((await settled(agent, 70000)).plan_generation_status).toBe('completed');
    const [plan] = await plansOf(agent);
    expect(plan!.training_days.map((day) => day.day_name)).toEqual(['Upper body', 'Lower body']);
    expect(plan!.training_days[1]!.exercises[0]!.exercise_name).toBe('Kniebeugen');
  });

  it('reads a fenced, HTML-escaped reply with trailing commas', async () => {
    const messy =
      '```json\n' +
      JSON.stringify(GOOD_PLAN)
        .replace(/"/g, '&quot;')
        .replace(' & ', ' &amp; ')
        .replace(/\]\}\]/, ']},]') +
      '\n```';
    const { agent, user } = await generate('fenced@example.com', () => ({ content: messy }));
    expect(user.plan_generation_status).toBe('completed');
    expect((await plansOf(agent))[0]!.plan_name).toBe('Kraft und Technik');
  });

  it('fails a broken reply with the spec’s message, keeps the reply in the conversation and makes no plan', async () => {
    const broken = '{"training_days": [{"day_name": "Push", "exercises": [}';
    const { agent, user, conversationId } = await generate('kaputt@example.com', () => ({ content: broken }));
    expect(user).toMatchObject({ plan_generation_status: 'failed', plan_generation_error: 'Incomplete JSON - braces and brackets mismatch' });
    expect(await plansOf(agent)).toEqual([]);
    const conversation = (await agent.get(`/api/agents/conversations/${conversationId}`)).body;
    expect(conversation.messages.at(-1)).toMatchObject({ role: 'assistant', content: broken });
    // The user may try again: a new generation, and this time a plan.
    script = () => ({ content: JSON.stringify(GOOD_PLAN) });
    expect((await agent.post('/api/training-plans/generate')).body.plan_generation_attempts).toBe(2);
    expect((await settled(agent)).plan_generation_status).toBe('completed');
  });

  it('asks again without the schema when the server has no structured output', async () => {
    const { user, requests } = await generate('ohne-schema@example.com', (body) =>
      body.response_format
        ? { status: 400, error: { message: "Unknown parameter: 'response_format'" } }
        : { content: `Hier ist dein Plan: ${JSON.stringify(GOOD_PLAN)}` },
    );
    expect(user.plan_generation_status).toBe('completed');
    expect(requests.map((request) => Boolean(request.body.response_format))).toEqual([true, false]);
  });

  it('fails a reply slower than 60 s with "Plan generation timeout" and abandons the request', async () => {
    const started = Date.now();
    const { agent, user, requests } = await generate('langsam@example.com', () => ({ delayMs: 75_000, content: JSON.stringify(GOOD_PLAN) }));
    expect(user).toMatchObject({ plan_generation_status: 'failed', plan_generation_error: 'Plan generation timeout' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(59_000);
    expect(requests).toHaveLength(1);
    await until(
      async () => requests[0]!.abandoned,
      (abandoned) => abandoned,
    );
    expect(await plansOf(agent)).toEqual([]);
  });
});

/** The planner on worker processes: one killed with SIGKILL mid-generation hands its job to another, and one plan is made. */
describe('plan generation survives a worker kill', () => {
  let server: OpenAiTestServer;
  let testApp: TestApp;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    server = await OpenAiTestServer.start();
    testApp = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.url, OPENAI_MODEL: 'test-planner-1' });
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => stopChild(child, 'SIGKILL')));
    await testApp?.close();
    await server?.close();
  });

  it('finishes the generation on another worker, once', async () => {
    const env = workerEnv(testApp.config, testApp.database.url, server.url, 'test-planner-1');
    const { agent } = await signIn(testApp.url, 'absturz@example.com');
    server.respondWith(() => ({ delayMs: 60_000, content: 'kommt nie an' }));
    const doomed = await spawnWorker(env);
    children.push(doomed);
    await agent.post('/api/onboarding/complete').send(ANSWERS);
    await server.waitForRequests(1);
    await stopChild(doomed, 'SIGKILL');
    expect((await me(agent)).plan_generation_status).toBe('generating');

    server.respondWith(() => ({ content: JSON.stringify(GOOD_PLAN) }));
    const rescuer = await spawnWorker(env);
    children.push(rescuer);
    // Two worker processes start and the dead one's lock runs out: on a busy machine that alone can take a minute.
    const done = await settled(agent, 90_000);
    expect(done.plan_generation_status).toBe('completed');
    expect(await plansOf(agent)).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    const replies = await testApp.database.db.query(`SELECT count(*)::int AS n FROM events WHERE type = 'PlanCreated'`);
    expect(replies.rows[0].n).toBe(1);
    await stopChild(rescuer);
  }, 180_000);
});
