import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import request from 'supertest';
import { spawnApi, stopChild } from './support/coach-fixtures.js';
import { EventStreamReader, sessionCookie } from './support/event-stream.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/** Short leases, so that renewing (every third of it) and a dead replica's slots running out happen within the test. */
const LEASE_MS = 3000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * At most CHAT_STREAMS_PER_USER (5) open chat streams per user, counted in Redis over every api
 * replica: the sixth is a 429 with Retry-After; a closed stream frees its slot, also when the
 * client vanishes; a replica that dies cannot keep its slots beyond their lease.
 */
describe('open coach chat streams per user', () => {
  let testApp: TestApp;
  let replica: ChildProcess | null = null;
  const open: EventStreamReader[] = [];
  let users = 0;

  beforeAll(async () => {
    testApp = await startTestApp({ CHAT_STREAM_LEASE_MS: String(LEASE_MS) });
  });
  afterEach(() => {
    for (const stream of open.splice(0)) stream.close();
  });
  afterAll(async () => {
    if (replica) await stopChild(replica, 'SIGKILL');
    await testApp?.close();
  });

  /** A new user with a conversation: the stream's address and the session cookie. */
  async function newUser(): Promise<{ path: string; cookie: string }> {
    const { cookie } = await sessionCookie(testApp.url, `stroeme-${++users}@example.com`, 'Stefan');
    const created = await request(testApp.url).post('/api/agents/conversations').set('Cookie', cookie).send({ agent_name: 'training_coach' });
    expect(created.status).toBe(201);
    return { path: `/api/agents/conversations/${created.body.id}/stream`, cookie };
  }

  async function openStream(baseUrl: string, path: string, cookie: string): Promise<EventStreamReader> {
    const stream = await EventStreamReader.open(`${baseUrl}${path}`, cookie);
    open.push(stream);
    expect(stream.response.statusCode).toBe(200);
    await stream.next((event) => event.event === 'conversation');
    return stream;
  }

  /** The refusal of one stream too many: the JSON error shape, Retry-After, nothing streamed. */
  async function expectRefused(baseUrl: string, path: string, cookie: string): Promise<number> {
    // A stream that opened after all would never end: the time limit turns that into a failure.
    const refused = await request(baseUrl)
      .get(path)
      .set('Cookie', cookie)
      .set('Accept', 'text/event-stream')
      .timeout(5000)
      .catch((error: Error) => {
        throw new Error(`Expected a 429, but the stream stayed open (${error.message})`);
      });
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.body).toEqual({
      message: expect.stringMatching(/^Du hast den Chat in mehr als 5 Fenstern gleichzeitig geöffnet\. Schließe eines davon oder warte \d+ Sekunden?;/),
      error: 'Too Many Requests',
      code: 'limit.streams',
      details: { limit: 'streams', max_streams: 5, retry_after_seconds: expect.any(Number) },
      params: { wait: expect.any(String), max_streams: 5 },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(LEASE_MS / 1000));
    expect(refused.body.details.retry_after_seconds).toBe(retryAfter);
    return retryAfter;
  }

  /** Waits until one more stream opens (the slot comes back a moment after the connection is gone). */
  async function opensAgain(baseUrl: string, path: string, cookie: string, timeoutMs: number): Promise<EventStreamReader> {
    const started = Date.now();
    for (;;) {
      const stream = await EventStreamReader.open(`${baseUrl}${path}`, cookie);
      if (stream.response.statusCode === 200) {
        open.push(stream);
        return stream;
      }
      stream.close();
      if (Date.now() - started > timeoutMs) throw new Error(`No slot came back within ${timeoutMs} ms (last status ${stream.response.statusCode})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('opens five streams of a user and refuses the sixth with 429, Retry-After and the JSON error shape, also after the leases were renewed', async () => {
    const { path, cookie } = await newUser();
    for (let index = 0; index < 5; index++) await openStream(testApp.url, path, cookie);
    await expectRefused(testApp.url, path, cookie);
    // Held longer than a lease: the replica renews its slots, so they still count.
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS * 1.5));
    await expectRefused(testApp.url, path, cookie);
    // The cap is per user: someone else opens theirs.
    const other = await newUser();
    await openStream(testApp.url, other.path, other.cookie);
  });

  it('gives a slot back when its stream closes, also when the client vanishes without a goodbye', async () => {
    const { path, cookie } = await newUser();
    const streams: EventStreamReader[] = [];
    for (let index = 0; index < 5; index++) streams.push(await openStream(testApp.url, path, cookie));
    await expectRefused(testApp.url, path, cookie);

    streams[0]!.close();
    await opensAgain(testApp.url, path, cookie, 1000);
    await expectRefused(testApp.url, path, cookie);

    // A connection reset (a phone losing its network, a killed browser): no FIN, just RST.
    streams[1]!.response.socket.resetAndDestroy();
    await opensAgain(testApp.url, path, cookie, 1000);
    await expectRefused(testApp.url, path, cookie);
  });

  it('counts a user’s streams over api replicas, and a replica that dies holds its slots only until their lease runs out', async () => {
    const port = await freePort();
    replica = await spawnApi({
      NODE_ENV: 'test',
      DEV_LOGIN: '1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: testApp.database.url,
      REDIS_URL: testApp.config.redisUrl,
      QUEUE_PREFIX: testApp.config.queuePrefix,
      FRONTEND_DIST: '/nonexistent',
      CHAT_STREAM_LEASE_MS: String(LEASE_MS),
    });
    const replicaUrl = `http://127.0.0.1:${port}`;
    const { path, cookie } = await newUser();
    for (let index = 0; index < 3; index++) await openStream(testApp.url, path, cookie);
    for (let index = 0; index < 2; index++) await openStream(replicaUrl, path, cookie);
    await expectRefused(testApp.url, path, cookie);
    await expectRefused(replicaUrl, path, cookie);

    // SIGKILL: the replica gives nothing back; its two slots end with their lease.
    await stopChild(replica, 'SIGKILL');
    replica = null;
    const killedAt = Date.now();
    await expectRefused(testApp.url, path, cookie);
    // Each of the two runs out a lease after the replica last renewed it (the two may be a renewal apart).
    await opensAgain(testApp.url, path, cookie, LEASE_MS + 3000);
    await opensAgain(testApp.url, path, cookie, LEASE_MS + 3000);
    expect(Date.now() - killedAt).toBeLessThan(LEASE_MS + 3000);
    // Five again, all on the living replica.
    await expectRefused(testApp.url, path, cookie);
  });
});
