import { randomUUID } from 'node:crypto';
import { createMachine, signIn, today } from './support/training.js';
import type { SignedIn } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

describe('profile: updating users, privileges and pause mode over HTTP', () => {
  let testApp: TestApp;
  let lena: SignedIn;
  let tom: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    testApp = await startTestApp({ ADMIN_EMAILS: 'chefin@example.com' });
    lena = await signIn(testApp, 'lena@example.com', 'Lena Berg');
    tom = await signIn(testApp, 'tom@example.com', 'Tom Stark');
    admin = await signIn(testApp, 'chefin@example.com', 'Chefin');
  });
  afterAll(() => testApp.close());

  /** Every user's row and every event, to show that a refused request changed nothing at all. */
  const snapshot = async () => ({
    users: (await testApp.database.db.query('SELECT * FROM users ORDER BY id')).rows,
    events: (await testApp.database.db.query('SELECT count(*)::int AS n FROM events')).rows[0].n,
  });

  describe('PUT /api/users/{id}', () => {
    it('lets a user change their own profile', async () => {
      const updated = await lena.agent.put(`/api/users/${lena.id}`).send({ name: 'Lena', language: 'en' });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: lena.id, name: 'Lena', language: 'en', hantel_currency: 100 });
      await lena.agent.put(`/api/users/${lena.id}`).send({ language: 'de' });
    });

    it('lets an admin change another user’s profile fields, recorded as done by the admin', async () => {
      const updated = await admin.agent.put(`/api/users/${tom.id}`).send({ display_name: 'Tommy' });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ id: tom.id, display_name: 'Tommy', email: 'tom@example.com', role: 'user' });
      const { rows } = await testApp.database.db.query("SELECT metadata FROM events WHERE stream_id = $1 AND type = 'ProfileUpdated'", [`user-${tom.id}`]);
      expect(rows.at(-1)!.metadata.userId).toBe(admin.id);
    });

    it.each([
      ['a user changing another user', () => [lena, `/api/users/${tom.id}`, { name: 'Gehackt' }], 403],
      ['a user changing an id that does not exist', () => [lena, `/api/users/${randomUUID()}`, { name: 'X' }], 403],
      ['a user making themselves admin', () => [lena, `/api/users/${lena.id}`, { role: 'admin' }], 400],
      ['a user giving themselves Hanteln', () => [lena, `/api/users/${lena.id}`, { hantel_currency: 1_000_000 }], 400],
      ['a user taking another address', () => [lena, `/api/users/${lena.id}`, { email: 'chefin@example.com' }], 400],
      ['a user moving their id', () => [lena, `/api/users/${lena.id}`, { id: tom.id }], 400],
      ['a user setting their streak', () => [lena, `/api/users/${lena.id}`, { current_streak: 52 }], 400],
      ['a user smuggling a role through __proto__', () => [lena, `/api/users/${lena.id}`, JSON.parse('{"__proto__": {"role": "admin"}}')], 400],
      ['a user smuggling a role through constructor', () => [lena, `/api/users/${lena.id}`, { constructor: { prototype: { role: 'admin' } } }], 400],
      ['an admin giving someone Hanteln', () => [admin, `/api/users/${tom.id}`, { hantel_currency: 5000 }], 400],
      ['an admin giving themselves Hanteln', () => [admin, `/api/users/${admin.id}`, { hantel_currency: 5000 }], 400],
      ['an admin promoting someone', () => [admin, `/api/users/${tom.id}`, { role: 'admin' }], 400],
      ['an admin changing someone’s address', () => [admin, `/api/users/${tom.id}`, { email: 'x@example.com' }], 400],
      ['an admin changing a user that does not exist', () => [admin, `/api/users/${randomUUID()}`, { name: 'Niemand' }], 404],
      ['an admin changing a malformed id', () => [admin, '/api/users/nicht-da', { name: 'Niemand' }], 404],
    ] as const)('refuses %s (%#) and changes nothing', async (_label, request, status) => {
      const [who, path, body] = request() as [SignedIn, string, object];
      const before = await snapshot();
      const refused = await who.agent.put(path).send(body);
      expect(refused.status).toBe(status);
      expect(typeof refused.body.message).toBe('string');
      expect(await snapshot()).toEqual(before);
    });

    it('needs a session', async () => {
      const { default: request } = await import('supertest');
      expect((await request(testApp.url).put(`/api/users/${lena.id}`).send({ name: 'Anonym' })).status).toBe(401);
    });
  });

  describe('PUT /api/auth/update: no way up', () => {
    it.each([
      [{ role: 'admin' }],
      [{ hantel_currency: 1_000_000 }],
      [{ id: '00000000-0000-4000-8000-000000000000' }],
      [{ email: 'chefin@example.com' }],
      [{ wallet_version: 0 }],
      [JSON.parse('{"__proto__": {"role": "admin"}}')],
      [{ name: 'Lena', role: 'admin' }],
    ])('refuses %j with 400 and changes nothing', async (body) => {
      const before = await snapshot();
      const refused = await lena.agent.put('/api/auth/update').send(body);
      expect(refused.status).toBe(400);
      expect(await snapshot()).toEqual(before);
      expect((await lena.agent.get('/api/auth/me')).body).toMatchObject({ role: 'user', hantel_currency: 100, email: 'lena@example.com' });
    });
  });

  describe('selected_training_plan_id: only one of the user’s own plans', () => {
    const createPlan = async (who: SignedIn, name: string): Promise<string> => {
      const created = await who.agent.post('/api/training-plans').send({ plan_name: name, training_days: [{ day_name: 'Push', exercises: [] }] });
      expect(created.status).toBe(201);
      return created.body.id as string;
    };
    let lenasPlan: string;
    let lenasOtherPlan: string;
    let tomsPlan: string;
    let deletedPlan: string;

    beforeAll(async () => {
      lenasPlan = await createPlan(lena, 'Lenas Plan');
      lenasOtherPlan = await createPlan(lena, 'Lenas zweiter Plan');
      tomsPlan = await createPlan(tom, 'Toms Plan');
      deletedPlan = await createPlan(lena, 'Gelöscht');
      expect((await lena.agent.delete(`/api/training-plans?id=${deletedPlan}`)).status).toBeLessThan(300);
    });

    it.each([
      ['another user’s plan', () => [lena, `/api/users/${lena.id}`, tomsPlan]],
      ['a plan id that names no plan', () => [lena, `/api/users/${lena.id}`, randomUUID()]],
      ['a malformed id', () => [lena, `/api/users/${lena.id}`, 'nicht-da']],
      ['an own plan that was deleted', () => [lena, `/api/users/${lena.id}`, deletedPlan]],
      ['another user’s plan through /api/auth/update', () => [lena, '/api/auth/update', tomsPlan]],
      ['an admin selecting for a user a plan of someone else', () => [admin, `/api/users/${tom.id}`, lenasPlan]],
    ] as const)('refuses %s with 400 and changes nothing', async (_label, request) => {
      const [who, path, planId] = request() as [SignedIn, string, string];
      const before = await snapshot();
      const refused = await who.agent.put(path).send({ selected_training_plan_id: planId });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        message: 'Trainingsplan nicht gefunden',
        error: 'Bad Request',
        code: 'plan.not_found',
        details: [{ field: 'selected_training_plan_id', problems: ['Trainingsplan nicht gefunden'], codes: ['plan.not_found'] }],
      });
      expect(await snapshot()).toEqual(before);
    });

    it('accepts the user’s own plan (any case), another own plan, and null to clear the choice', async () => {
      const selected = await lena.agent.put(`/api/users/${lena.id}`).send({ selected_training_plan_id: lenasPlan.toUpperCase() });
      expect(selected.status).toBe(200);
      expect(selected.body.selected_training_plan_id).toBe(lenasPlan);
      const other = await lena.agent.put('/api/auth/update').send({ selected_training_plan_id: lenasOtherPlan });
      expect(other.body.selected_training_plan_id).toBe(lenasOtherPlan);
      const cleared = await lena.agent.put(`/api/users/${lena.id}`).send({ selected_training_plan_id: null });
      expect(cleared.status).toBe(200);
      expect(cleared.body.selected_training_plan_id).toBeNull();
      expect((await admin.agent.put(`/api/users/${tom.id}`).send({ selected_training_plan_id: tomsPlan })).body.selected_training_plan_id).toBe(tomsPlan);
    });

    it('lets the profile be sent back as it is after its selected plan was deleted', async () => {
      await lena.agent.put(`/api/users/${lena.id}`).send({ selected_training_plan_id: lenasOtherPlan });
      expect((await lena.agent.delete(`/api/training-plans?id=${lenasOtherPlan}`)).status).toBeLessThan(300);
      const resent = await lena.agent.put(`/api/users/${lena.id}`).send({ selected_training_plan_id: lenasOtherPlan, language: 'de' });
      expect(resent.status).toBe(200);
    });
  });

  describe('pause mode', () => {
    it('logs a set while paused (a hotel gym, issue 42), the pause staying on; and logs after it ends', async () => {
      const user = await signIn(testApp, 'krank@example.com');
      const machine = await createMachine(user.agent, 'Rudern');
      const paused = await user.agent.put('/api/auth/update').send({ pause_mode_active: true });
      expect(paused.body).toMatchObject({ pause_mode_active: true, pause_mode_start_date: today() });

      const logged = await user.agent.post('/api/workouts').send({ machine_id: machine.id, max_weight: 50, reps: 10, date: today() });
      expect(logged.status).toBe(201);
      expect((await user.agent.get('/api/workouts')).body).toEqual([expect.objectContaining({ id: logged.body.id, max_weight: 50, reps: 10 })]);
      // The day the pause began is no paused day (spec's streak rules, decisions): its set counts, and earns the day's Hanteln.
      expect((await user.agent.get('/api/auth/me')).body).toMatchObject({ pause_mode_active: true, current_streak: 1, hantel_currency: 110 });

      const resumed = await user.agent.put('/api/auth/update').send({ pause_mode_active: false });
      expect(resumed.body).toMatchObject({ pause_mode_active: false, pause_mode_start_date: null });
      expect((await user.agent.post('/api/workouts').send({ machine_id: machine.id, max_weight: 50, reps: 10, date: today() })).status).toBe(201);
    });
  });
});
