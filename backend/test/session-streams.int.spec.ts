import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApiApp } from '../src/app/create-api-app.js';
import { loadConfig } from '../src/config/app-config.js';
import { EventStreamReader, sessionCookie } from './support/event-stream.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp, testEnv } from './support/test-app.js';

/** Issue #28: a stream must not outlive its session, "within a second", on whichever replica it is open. */
const WITHIN_MS = 1000;

/**
 * The coach chat's stream ends with its session: signed out, signed out by another device, or the
 * account deleted. The stream is open on a second api replica (same database and Redis), the
 * session ended through the first, so only the announcement over Redis can end it.
 */
describe('open chat streams end with their session, across api replicas', () => {
  let testApp: TestApp;
  let replica: NestExpressApplication;
  let replicaUrl: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    replica = await createApiApp(loadConfig(testEnv(testApp.database, { QUEUE_PREFIX: testApp.config.queuePrefix })));
    await replica.listen(0, '127.0.0.1');
    replicaUrl = `http://127.0.0.1:${(replica.getHttpServer().address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await replica?.close();
    await testApp?.close();
  });

  /** Two devices of one user (each its own session) and a conversation of theirs. */
  async function twoDevices(email: string) {
    const a = await sessionCookie(testApp.url, email, 'Anna Zwei');
    const b = await sessionCookie(testApp.url, email, 'Anna Zwei');
    const conversation = await request(testApp.url).post('/api/agents/conversations').set('Cookie', a.cookie).send({ agent_name: 'training_coach' });
    return { a: a.cookie, b: b.cookie, id: conversation.body.id as string };
  }

  /** A chat stream opened on the replica, once it has sent the conversation. */
  async function openStream(cookie: string, id: string): Promise<EventStreamReader> {
    const stream = await EventStreamReader.open(`${replicaUrl}/api/agents/conversations/${id}/stream`, cookie);
    expect(stream.response.statusCode).toBe(200);
    await stream.next((event) => event.event === 'conversation');
    return stream;
  }

  const ask = (cookie: string, id: string, content: string) =>
    request(testApp.url).post(`/api/agents/conversations/${id}/messages`).set('Cookie', cookie).send({ role: 'user', content });

  it('signing out the other devices ends their streams, and this device’s stream goes on', async () => {
    const { a, b, id } = await twoDevices('andere-geraete@example.com');
    const mine = await openStream(a, id);
    const other = await openStream(b, id);
    try {
      const started = Date.now();
      expect((await request(testApp.url).post('/api/auth/sessions/end-others').set('Cookie', a)).body).toEqual({ ended: 1 });
      await other.ended(WITHIN_MS);
      expect(other.endedAt! - started).toBeLessThan(WITHIN_MS);

      // New messages reach only the stream whose session is still signed in.
      const before = other.events.length;
      expect((await ask(a, id, 'Wie lange soll ich pausieren?')).status).toBe(202);
      await mine.next((event) => event.event === 'conversation' && (event.data as { messages: unknown[] }).messages.length === 1);
      expect(other.events).toHaveLength(before);
    } finally {
      mine.close();
      other.close();
    }
  });

  it('signing out ends that session’s stream', async () => {
    const { a, b, id } = await twoDevices('abmelden@example.com');
    const leaving = await openStream(a, id);
    const staying = await openStream(b, id);
    try {
      const started = Date.now();
      expect((await request(testApp.url).post('/api/auth/logout').set('Cookie', a)).status).toBe(204);
      await leaving.ended(WITHIN_MS);
      expect(leaving.endedAt! - started).toBeLessThan(WITHIN_MS);
      expect(staying.endedAt).toBeNull();
    } finally {
      leaving.close();
      staying.close();
    }
  });

  it('deleting the account ends the streams of all its sessions', async () => {
    const { a, b, id } = await twoDevices('konto-weg@example.com');
    const streams = [await openStream(a, id), await openStream(b, id)];
    try {
      const deleted = await request(testApp.url).post('/api/functions/invoke').set('Cookie', a).send({ functionName: 'deleteUserAccount' });
      expect(deleted.body).toEqual({ data: { success: true } });
      // Its sessions ended with its data, before the answer.
      await Promise.all(streams.map((stream) => stream.ended(WITHIN_MS)));
    } finally {
      for (const stream of streams) stream.close();
    }
  });
});
