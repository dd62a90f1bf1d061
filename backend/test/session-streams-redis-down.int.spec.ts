import request from 'supertest';
import { EventStreamReader, sessionCookie } from './support/event-stream.js';
import { OwnRedis } from './support/own-redis.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const CHECK_MS = 500;

/**
 * Issue #47: while Redis is down no replica hears that a session ended, and an open chat stream
 * outlived sign-out, "end other sessions" and deletion for the whole outage. Each stream now looks
 * its session up in Postgres every CHAT_STREAM_SESSION_CHECK_MS.
 */
describe('open chat streams end with their session while Redis is down', () => {
  let redis: OwnRedis;
  let testApp: TestApp;

  beforeAll(async () => {
    redis = await OwnRedis.start();
    testApp = await startTestApp({ REDIS_URL: redis.url, CHAT_STREAM_SESSION_CHECK_MS: String(CHECK_MS) });
  });
  afterAll(async () => {
    await testApp?.close();
    await redis?.stop();
  });

  it('ends the streams of the sessions signed out meanwhile, and keeps the others open', async () => {
    const a = await sessionCookie(testApp.url, 'ausfall@example.com', 'Anna');
    const b = await sessionCookie(testApp.url, 'ausfall@example.com', 'Anna');
    const id = (await request(testApp.url).post('/api/agents/conversations').set('Cookie', a.cookie).send({ agent_name: 'training_coach' })).body.id as string;
    const open = async (cookie: string) => {
      const stream = await EventStreamReader.open(`${testApp.url}/api/agents/conversations/${id}/stream`, cookie);
      await stream.next((event) => event.event === 'conversation');
      return stream;
    };
    const mine = await open(a.cookie);
    const other = await open(b.cookie);
    try {
      await redis.stop();
      expect((await request(testApp.url).post('/api/auth/sessions/end-others').set('Cookie', a.cookie)).body).toEqual({ ended: 1 });
      await other.ended(CHECK_MS * 6);
      expect(mine.endedAt).toBeNull();
      expect((await request(testApp.url).post('/api/auth/logout').set('Cookie', a.cookie)).status).toBe(204);
      await mine.ended(CHECK_MS * 6);
    } finally {
      mine.close();
      other.close();
    }
  });
});
