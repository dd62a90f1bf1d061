import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApiApp } from '../src/app/create-api-app.js';
import { loadConfig } from '../src/config/app-config.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp, testEnv } from './support/test-app.js';
import { signIn } from './support/training.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('session lifetime, roles and ending other sessions', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'chefin@example.com' });
  });
  afterAll(() => testApp.close());

  const sessionsOf = async (userId: string) =>
    (await testApp.database.db.query<{ sid: string }>(`SELECT sid FROM user_sessions WHERE sess->>'userId' = $1`, [userId])).rows;
  /** Moves the sign-in of every session of this user back in time, as if it happened days ago. */
  const signedInDaysAgo = (userId: string, days: number | null) =>
    testApp.database.db.query(
      `UPDATE user_sessions SET sess = (sess::jsonb || jsonb_build_object('signedInAt', $2::bigint))::json WHERE sess->>'userId' = $1`,
      [userId, days === null ? null : Date.now() - days * DAY_MS],
    );

  it('ends a session 90 days after its sign-in, however active it was', async () => {
    const { agent, id } = await signIn(testApp, 'old@example.com');
    await signedInDaysAgo(id, 89);
    expect((await agent.get('/api/auth/me')).status).toBe(200);

    await signedInDaysAgo(id, 91);
    const expired = await agent.get('/api/auth/me');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Nicht angemeldet', error: 'Unauthorized', code: 'request.signed_out' });
    expect(await sessionsOf(id)).toEqual([]);

    await agent.post('/api/auth/dev-login').send({ email: 'old@example.com', name: 'Wieder da' });
    expect((await agent.get('/api/auth/me')).status).toBe(200);
  });

  it('does not let a session without a known sign-in time live on', async () => {
    const { agent, id } = await signIn(testApp, 'undated@example.com');
    await testApp.database.db.query(`UPDATE user_sessions SET sess = (sess::jsonb - 'signedInAt')::json WHERE sess->>'userId' = $1`, [id]);
    expect((await agent.get('/api/auth/me')).status).toBe(401);
  });

  describe('the admin role follows ADMIN_EMAILS at every request, not only at sign-in', () => {
    let withoutAdmins: NestExpressApplication;
    let withoutAdminsUrl: string;

    beforeAll(async () => {
      // The same database and sessions, configured as after the address was taken off the list.
      withoutAdmins = await createApiApp(loadConfig(testEnv(testApp.database, { ADMIN_EMAILS: 'someone-else@example.com' })));
      await withoutAdmins.listen(0, '127.0.0.1');
      withoutAdminsUrl = `http://127.0.0.1:${(withoutAdmins.getHttpServer().address() as { port: number }).port}`;
    });
    afterAll(() => withoutAdmins.close());

    it('refuses admin routes to a session opened while the address was an admin', async () => {
      const login = await request(testApp.url).post('/api/auth/dev-login').send({ email: 'chefin@example.com', name: 'Chefin' });
      const cookie = login.headers['set-cookie']![0]!.split(';')[0]!;
      expect(login.body.role).toBe('admin');
      expect((await request(testApp.url).get('/api/admin/job-queues').set('Cookie', cookie)).status).toBe(200);

      const demoted = await request(withoutAdminsUrl).get('/api/admin/job-queues').set('Cookie', cookie);
      expect(demoted.status).toBe(403);
      expect(demoted.body).toEqual({ message: 'Keine Berechtigung', error: 'Forbidden', code: 'request.forbidden' });
      expect((await request(withoutAdminsUrl).get('/api/auth/me').set('Cookie', cookie)).body.role).toBe('user');
      expect((await request(withoutAdminsUrl).put('/api/auth/update').set('Cookie', cookie).send({ display_name: 'Chefin' })).body.role).toBe('user');
    });
  });

  describe('POST /api/auth/sessions/end-others', () => {
    it('signs the user out on every other device and keeps this one and other users signed in', async () => {
      const phone = await signIn(testApp, 'devices@example.com');
      const laptop = await signIn(testApp, 'devices@example.com');
      const tablet = await signIn(testApp, 'devices@example.com');
      const someoneElse = await signIn(testApp, 'neighbour@example.com');

      const ended = await phone.agent.post('/api/auth/sessions/end-others');
      expect(ended.status).toBe(200);
      expect(ended.body).toEqual({ ended: 2 });

      expect((await laptop.agent.get('/api/auth/me')).status).toBe(401);
      expect((await tablet.agent.get('/api/auth/me')).status).toBe(401);
      expect((await phone.agent.get('/api/auth/me')).status).toBe(200);
      expect((await someoneElse.agent.get('/api/auth/me')).status).toBe(200);
      expect(await sessionsOf(phone.id)).toHaveLength(1);
      expect((await phone.agent.post('/api/auth/sessions/end-others')).body).toEqual({ ended: 0 });
    });

    it('needs a session', async () => {
      expect((await request(testApp.url).post('/api/auth/sessions/end-others')).status).toBe(401);
    });
  });
});
