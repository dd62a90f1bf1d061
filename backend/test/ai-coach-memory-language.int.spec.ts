import type { INestApplicationContext } from '@nestjs/common';
import type { Agent } from './support/coach-fixtures.js';
import { createMachine, daysAgo, logSet, signIn, startWorkerContext, until } from './support/coach-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/**
 * The built-in coach over HTTP with a real worker (issue 32): what the lifter said earlier in the
 * conversation is used in a later answer, and the English interface (the profile's language) makes
 * the reply English.
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
});
