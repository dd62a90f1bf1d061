import type { INestApplicationContext } from '@nestjs/common';
import type { TrainingPlan, User } from '@hantelwerk/api-types';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { parseISO } from 'date-fns/parseISO';
import { startOfWeek } from 'date-fns/startOfWeek';
import type { Agent } from './support/coach-fixtures.js';
import { createMachine, daysAgo, logSet, signIn, startWorkerContext, today, until } from './support/coach-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/**
 * The built-in coach over HTTP with a real worker (issue 32): what the lifter said earlier in the
 * conversation is used in a later answer and by the planner, and never in another lifter's; ranges
 * are counted as named; health comes first; the English interface (the profile's language) makes
 * the reply and the plan English.
 */
describe('the coach remembers the conversation and answers in the interface language', () => {
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

  /** Asks in the conversation and waits for the coach's reply to it. */
  async function ask(agent: Agent, conversationId: string, content: string): Promise<string> {
    const sent = await agent.post(`/api/agents/conversations/${conversationId}/messages`).send({ role: 'user', content });
    expect(sent.status).toBe(202);
    const asked = sent.body.messages.length as number;
    const done = await until(
      () => agent.get(`/api/agents/conversations/${conversationId}`).then((response) => response.body),
      (body) => body.status === 'idle' && body.messages.length > asked,
    );
    return done.messages.at(-1).content as string;
  }

  async function chat(agent: Agent): Promise<string> {
    const response = await agent
      .post('/api/agents/conversations')
      .send({ agent_name: 'training_coach', metadata: { name: 'Training Chat', type: 'training_advice' } });
    expect(response.status).toBe(201);
    return response.body.id as string;
  }

  it('uses a fact from the first message in the third', async () => {
    const { agent } = await signIn(testApp.url, 'jonas@example.com', 'Jonas');
    const id = await chat(agent);
    await ask(agent, id, 'Ich trainiere seit drei Jahren und wiege 90 kg.');
    await ask(agent, id, 'Was soll ich heute trainieren?');
    expect(await ask(agent, id, 'Wie lange trainiere ich schon?')).toContain('seit **3 Jahre**');
    expect(await ask(agent, id, 'Wie viel Eiweiß brauche ich?')).toContain('144–180 g');
  });

  it('answers in English once the lifter set the interface to English, a German question too', async () => {
    const { agent } = await signIn(testApp.url, 'emma@example.com', 'Emma');
    const bench = await createMachine(agent, 'Bankdrücken', ['Brust']);
    await logSet(agent, bench.id, 60, 8, daysAgo(8));
    await logSet(agent, bench.id, 65, 8, daysAgo(1));
    const id = await chat(agent);
    expect(await ask(agent, id, 'Wie viele Sätze habe ich in den letzten 7 Tagen gemacht?')).toContain('**1 Satz**');

    const switched = await agent.put('/api/auth/update').send({ language: 'en' });
    expect(switched.status).toBe(200);
    const reply = await ask(agent, id, 'Wie viele Sätze habe ich in den letzten 7 Tagen gemacht?');
    expect(reply).toContain('**In the last 7 days**');
    expect(reply).toContain('**1 set**');
    expect(await ask(agent, id, 'Mir ist beim Bankdrücken schwindelig und die Brust drückt')).toContain('call the emergency number 112');
  });

  const ONBOARDING = {
    display_name: 'Ben',
    training_frequency: '4',
    fitness_goal: 'muscle_building',
    training_experience: 'intermediate',
    body_weight: 80,
    focus_areas: [],
  };
  const me = async (agent: Agent): Promise<User> => (await agent.get('/api/auth/me')).body;

  /** Onboarding (or "Trainingsplan generieren" after it) up to the new plan, which is then the selected one. */
  async function generatedPlan(agent: Agent, start: () => Promise<{ status: number }>): Promise<TrainingPlan> {
    expect((await start()).status).toBe(200);
    const done = await until(
      () => me(agent),
      (user) => user.plan_generation_status === 'completed' || user.plan_generation_status === 'failed',
    );
    expect(done.plan_generation_status).toBe('completed');
    const plans: TrainingPlan[] = (await agent.get('/api/training-plans')).body;
    return plans.find((plan) => plan.id === done.selected_training_plan_id)!;
  }

  it('counts the last 7 days, this week and in total each as named, on a log where they differ', async () => {
    const { agent } = await signIn(testApp.url, 'zahlen@example.com', 'Zahl');
    const bench = await createMachine(agent, 'Bankdrücken', ['Brust']);
    const agos = [0, 3, 6, 8, 30];
    for (const ago of agos) await logSet(agent, bench.id, 60, 8, daysAgo(ago));
    const sinceMonday = differenceInCalendarDays(parseISO(today()), startOfWeek(parseISO(today()), { weekStartsOn: 1 }));
    const id = await chat(agent);

    const last7 = await ask(agent, id, 'Wie viele Sätze habe ich in den letzten 7 Tagen gemacht?');
    expect(last7).toContain('**In den letzten 7 Tagen**');
    expect(last7).toContain('**3 Sätze**');
    const week = await ask(agent, id, 'Wie viele Sätze habe ich diese Woche gemacht?');
    const thisWeek = agos.filter((ago) => ago <= sinceMonday).length;
    expect(week).toContain('**Diese Woche**');
    expect(week).toContain(`**${thisWeek} ${thisWeek === 1 ? 'Satz' : 'Sätze'}**`);
    const total = await ask(agent, id, 'Und insgesamt?');
    expect(total).toContain('**Insgesamt**');
    expect(total).toContain('**5 Sätze**');
  });

  it('puts health before the question asked with it', async () => {
    const { agent } = await signIn(testApp.url, 'vorsicht@example.com', 'Vera');
    const id = await chat(agent);
    const reply = await ask(agent, id, 'Wie viele Sätze habe ich diese Woche gemacht? Mir ist dabei schwindelig und die Brust drückt');
    expect(reply).toContain('112');
    expect(reply).not.toContain('Diese Woche');
    expect(await ask(agent, id, 'Wie viel Testosteron soll ich für mehr Muskeln nehmen?')).toContain('**Nein');
  });

  it('keeps what one lifter said to that lifter: another lifter’s conversation and plan never see it', async () => {
    const jonas = (await signIn(testApp.url, 'jonas.k@example.com', 'Jonas')).agent;
    const jonasChat = await chat(jonas);
    await ask(jonas, jonasChat, 'Ich heiße Jonas, wiege 95 kg und habe ein kaputtes Knie.');
    expect(await ask(jonas, jonasChat, 'Wie viel wiege ich?')).toContain('**95 kg**');

    const anna = (await signIn(testApp.url, 'anna.k@example.com', 'Anna')).agent;
    const annaChat = await chat(anna);
    const name = await ask(anna, annaChat, 'Wie heiße ich?');
    expect(name).toContain('Anna');
    expect(name).not.toContain('Jonas');
    expect(await ask(anna, annaChat, 'Wie viel wiege ich?')).not.toContain('95');
    expect(await ask(anna, annaChat, 'Welche Verletzung habe ich?')).toContain('Von einer Verletzung hast du mir nichts gesagt.');
    const annasPlan = await generatedPlan(anna, () => anna.post('/api/onboarding/complete').send(ONBOARDING));
    expect(annasPlan.plan_description).not.toContain('Geschont');
    expect(annasPlan.training_days.flatMap((day) => day.exercises.map((exercise) => exercise.exercise_name))).toContain('Kniebeugen');
  });

  it('plans with the days and the injury the lifter told the coach, and in English for the English interface', async () => {
    const { agent } = await signIn(testApp.url, 'knie@example.com', 'Ben');
    const first = await generatedPlan(agent, () => agent.post('/api/onboarding/complete').send(ONBOARDING));
    expect(first.training_days).toHaveLength(4);

    const id = await chat(agent);
    await ask(agent, id, 'Ich kann nur noch 2 Tage pro Woche trainieren und habe ein kaputtes Knie.');
    const spared = await generatedPlan(agent, () => agent.post('/api/training-plans/generate').send({}));
    expect(spared.id).not.toBe(first.id);
    expect(spared.training_days).toHaveLength(2);
    const names = spared.training_days.flatMap((day) => day.exercises.map((exercise) => exercise.exercise_name));
    for (const loading of ['Kniebeugen', 'Goblet Squat', 'Beinpresse', 'Ausfallschritte', 'Beinstrecker']) expect(names).not.toContain(loading);
    expect(spared.plan_description).toContain('Geschont: Knie');

    expect((await agent.put('/api/auth/update').send({ language: 'en' })).status).toBe(200);
    const english = await generatedPlan(agent, () => agent.post('/api/training-plans/generate').send({}));
    expect(english.plan_name).toBe('Full-body plan: Build muscle');
    expect(english.training_days.map((day) => day.day_name)).toEqual(['Full body', 'Full body']);
    expect(english.plan_description).toContain('Spared: knee');
    expect(await ask(agent, id, 'Was soll ich heute trainieren?')).toContain('Because of your knee');
  });
});
