import type { INestApplicationContext } from '@nestjs/common';
import type { Conversation } from '@hantelwerk/api-types';
import request from 'supertest';
import { createMachine, logSet, signIn, startWorkerContext, today } from './support/coach-fixtures.js';
import { EventStreamReader, sessionCookie } from './support/event-stream.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/**
 * The chat screen's push channel with the built-in coach: the reply goes from the worker through
 * Redis and the api to the browser as server-sent events, without waiting for the next poll.
 */
describe('coach replies pushed to the open chat screen (built-in coach)', () => {
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

  it('says who answers: the built-in rules, streamed', async () => {
    const { agent } = await signIn(testApp.url, 'einstellung@example.com', 'Eva');
    expect((await agent.get('/api/agents/coach')).body).toEqual({ answered_by: 'rules', model: null, streaming: true });
    expect((await request(testApp.url).get('/api/agents/coach')).status).toBe(401);
  });

  it('pushes the reply and the recorded conversation after a question, and every later change', async () => {
    const { cookie } = await sessionCookie(testApp.url, 'push@example.com', 'Pia');
    const { agent } = await signIn(testApp.url, 'push@example.com', 'Pia');
    const squat = await createMachine(agent, 'Kniebeugen', ['Beine']);
    await logSet(agent, squat.id, 80, 5, today());
    const id = (await agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body.id as string;
    const stream = await EventStreamReader.open(`${testApp.url}/api/agents/conversations/${id}/stream`, cookie);
    try {
      const first = await stream.next((event) => event.event === 'conversation');
      expect(first.data).toMatchObject({ id, status: 'idle', messages: [] });

      await agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: 'Mein Knie tut bei Kniebeugen weh' });
      const thinking = await stream.next((event) => event.event === 'conversation' && (event.data as Conversation).status === 'thinking');
      const piece = await stream.next((event) => event.event === 'reply');
      const answered = await stream.next((event) => event.event === 'conversation' && (event.data as Conversation).messages.length === 2);
      expect(stream.events.indexOf(thinking)).toBeLessThan(stream.events.indexOf(piece));
      expect(piece.data).toMatchObject({ in_reply_to: (thinking.data as Conversation).messages[0]!.id });
      const reply = (answered.data as Conversation).messages[1]!;
      expect(reply.content).toBe((piece.data as { content: string }).content);
      expect(reply.content).toContain('Diagnose');
      expect(reply.content).toContain('Physiotherapeut');
      expect((answered.data as Conversation).status).toBe('idle');
    } finally {
      stream.close();
    }
  });

  it('answers another user’s or a missing conversation with 404 and no session with 401, as JSON', async () => {
    const owner = await signIn(testApp.url, 'besitzer@example.com', 'Olli');
    const id = (await owner.agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body.id as string;
    const stranger = await signIn(testApp.url, 'fremd@example.com', 'Fritz');
    const foreign = await stranger.agent.get(`/api/agents/conversations/${id}/stream`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Unterhaltung nicht gefunden');
    expect((await stranger.agent.get('/api/agents/conversations/not-a-uuid/stream')).status).toBe(404);
    expect((await request(testApp.url).get(`/api/agents/conversations/${id}/stream`)).status).toBe(401);
  });
});
