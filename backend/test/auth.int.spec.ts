import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import request from 'supertest';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

describe('sign-in, session and profile over HTTP (dev login)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'chefin@example.com' });
  });
  afterAll(() => testApp.close());

  const signIn = async (email: string, name = 'Lena Berg') => {
    const agent = request.agent(testApp.url);
    const response = await agent.post('/api/auth/dev-login').send({ email, name });
    expect(response.status).toBe(201);
    return { agent, response };
  };

  it('answers /me with 401 JSON when signed out', async () => {
    const response = await request(testApp.url).get('/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Nicht angemeldet', error: 'Unauthorized', code: 'request.signed_out' });
  });

  it('offers dev login but not Google when Google is not configured', async () => {
    const response = await request(testApp.url).get('/api/auth/providers');
    expect(response.body).toEqual({ google: false, devLogin: true });
    expect((await request(testApp.url).get('/api/auth/login')).status).toBe(404);
  });

  // An address of this machine that others on its network reach it by (none in a sandbox without one).
  const networkAddress = Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

  (networkAddress ? it : it.skip)('answers the dev sign-in only from this machine: 403 from its network address, whatever X-Forwarded-For says', async () => {
    // The same app, also listening on the network address (as HOST=0.0.0.0 would).
    const server = createServer(testApp.app.getHttpAdapter().getInstance());
    await new Promise<void>((resolve) => server.listen(0, networkAddress, resolve));
    try {
      const remote = `http://${networkAddress}:${(server.address() as AddressInfo).port}`;
      for (const forwardedFor of [undefined, '127.0.0.1']) {
        const attempt = request(remote).post('/api/auth/dev-login').send({ email: 'admin@example.com', name: 'Eindringling' });
        const response = await (forwardedFor ? attempt.set('X-Forwarded-For', forwardedFor) : attempt);
        expect(response.status).toBe(403);
        expect(response.body).toEqual({
          message: 'Die Entwickler-Anmeldung gibt es nur auf dem Rechner, auf dem Hantelwerk läuft (localhost).',
          error: 'Forbidden',
          code: 'auth.dev_login_remote',
        });
        expect(response.headers['set-cookie']).toBeUndefined();
      }
      expect((await request(remote).get('/api/auth/providers')).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('registers a new user with 100 Hanteln and keeps them signed in', async () => {
    const { agent, response } = await signIn('lena@example.com');
    expect(response.body).toMatchObject({ email: 'lena@example.com', full_name: 'Lena Berg', role: 'user', hantel_currency: 100 });
    const cookie = response.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^hantelwerk\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(response.body.id);
  });

  it('signs the same address in to the same account, without a second bonus', async () => {
    const first = await signIn('twice@example.com');
    const second = await signIn('TWICE@example.com');
    expect(second.response.body.id).toBe(first.response.body.id);
    expect(second.response.body.hantel_currency).toBe(100);
  });

  it('creates one account when two first sign-ins race', async () => {
    const responses = await Promise.all(
      [1, 2, 3].map(() => request(testApp.url).post('/api/auth/dev-login').send({ email: 'race@example.com', name: 'Racer' })),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    const { rows } = await testApp.database.db.query('SELECT hantel_currency FROM users WHERE email = $1', ['race@example.com']);
    expect(rows).toEqual([{ hantel_currency: 100 }]);
  });

  it('gives the admin role to addresses named in ADMIN_EMAILS', async () => {
    const { response } = await signIn('Chefin@Example.com');
    expect(response.body.role).toBe('admin');
  });

  it('rotates the session id at sign-in, so a planted id is worthless', async () => {
    const agent = request.agent(testApp.url);
    const planted = await agent.get('/api/auth/me');
    expect(planted.status).toBe(401);
    const first = await agent.post('/api/auth/dev-login').send({ email: 'fixation@example.com', name: 'F' });
    const again = await agent.post('/api/auth/dev-login').send({ email: 'fixation@example.com', name: 'F' });
    const sessionId = (response: request.Response) => response.headers['set-cookie']?.[0]?.split(';')[0];
    expect(sessionId(first)).toBeDefined();
    expect(sessionId(again)).not.toBe(sessionId(first));
    expect((await request(testApp.url).get('/api/auth/me').set('Cookie', sessionId(first)!)).status).toBe(401);
  });

  it('keeps a rolling session without writing its expiry on every request', async () => {
    const { agent } = await signIn('rolling@example.com');
    await agent.get('/api/auth/me');
    const expiry = async () =>
      (await testApp.database.db.query<{ expire: Date }>('SELECT expire FROM user_sessions ORDER BY expire DESC LIMIT 1')).rows[0]!.expire.getTime();
    const before = await expiry();
    for (let index = 0; index < 5; index++) expect((await agent.get('/api/auth/me')).status).toBe(200);
    expect(await expiry()).toBe(before);
  });

  it('logs out: 204, and the old cookie no longer works', async () => {
    const { agent, response } = await signIn('logout@example.com');
    const cookie = response.headers['set-cookie']![0]!.split(';')[0]!;
    expect((await agent.post('/api/auth/logout')).status).toBe(204);
    expect((await request(testApp.url).get('/api/auth/me').set('Cookie', cookie)).status).toBe(401);
  });

  describe('PUT /api/auth/update', () => {
    it('changes the fields a user may change and records them as an event', async () => {
      const { agent, response } = await signIn('profile@example.com');
      const updated = await agent.put('/api/auth/update').send({ display_name: 'Lenchen', language: 'en', focus_areas: ['Brust', 'Beine'] });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ display_name: 'Lenchen', language: 'en', focus_areas: ['Brust', 'Beine'] });
      const { rows } = await testApp.database.db.query("SELECT type, metadata FROM events WHERE stream_id = $1 AND type = 'ProfileUpdated'", [
        `user-${response.body.id}`,
      ]);
      expect(rows).toHaveLength(1);
      expect(rows[0].metadata).toMatchObject({ userId: response.body.id, requestId: updated.headers['x-request-id'] });
    });

    it.each([
      ['role', { role: 'admin' }],
      ['hantel_currency', { hantel_currency: 100000 }],
      ['email', { email: 'evil@example.com' }],
      ['id', { id: '00000000-0000-4000-8000-000000000000' }],
      ['an unknown field', { shoe_size: 44 }],
      ['a server-computed field', { current_streak: 99 }],
    ])('refuses %s with 400 and changes nothing', async (_label, body) => {
      const { agent, response } = await signIn(`refuse-${Object.keys(body)[0]}@example.com`);
      const refused = await agent.put('/api/auth/update').send(body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'Bad Request', details: [{ field: Object.keys(body)[0], problems: ['Dieses Feld ist nicht erlaubt.'] }] });
      expect(refused.body.message).toContain(Object.keys(body)[0]);
      const me = await agent.get('/api/auth/me');
      expect(me.body).toEqual(response.body);
    });

    it.each([
      [{ body_weight: -5 }, 'body_weight'],
      [{ training_frequency: '9' }, 'training_frequency'],
      [{ focus_areas: ['Zehen'] }, 'focus_areas'],
      [{ pause_mode_start_date: '2026-02-30x' }, 'pause_mode_start_date'],
      [{ language: 'fr' }, 'language'],
      [{ pause_mode_active: null }, 'pause_mode_active'],
      [{ onboarding_completed: null }, 'onboarding_completed'],
      [{ language: null }, 'language'],
      [{ focus_areas: null }, 'focus_areas'],
      [{ focus_areas: 'Brust' }, 'focus_areas'],
      [{ name: null }, 'name'],
      [{ last_completed_training_day_per_plan: null }, 'last_completed_training_day_per_plan'],
    ])('validates values: %j is a 400 on %s', async (body, field) => {
      const { agent } = await signIn('validation@example.com');
      const refused = await agent.put('/api/auth/update').send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.details[0].field).toBe(field);
    });

    it('refuses a blank name with the spec text', async () => {
      const { agent } = await signIn('blank@example.com');
      const refused = await agent.put('/api/auth/update').send({ name: '   ' });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe('Bitte gib einen Namen ein');
    });

    it('requires a session', async () => {
      expect((await request(testApp.url).put('/api/auth/update').send({ name: 'X' })).status).toBe(401);
    });
  });
});

describe.each([
  ['started without NODE_ENV or DEV_LOGIN', { NODE_ENV: '', DEV_LOGIN: '' }],
  ['in production', { NODE_ENV: 'production', SESSION_SECRET: 'a'.repeat(40), DEV_LOGIN: '' }],
])('%s', (_, environment) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp(environment);
  });
  afterAll(() => testApp.close());

  it('has no dev-login route at all', async () => {
    const response = await request(testApp.url).post('/api/auth/dev-login').send({ email: 'x@example.com', name: 'X' });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Cannot POST /api/auth/dev-login', error: 'Not Found', code: 'request.not_found' });
    expect((await request(testApp.url).get('/api/auth/providers')).body).toEqual({ google: false, devLogin: false });
  });
});
