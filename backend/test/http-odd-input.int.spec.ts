import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import type { Agent } from './support/training.js';
import { createMachine, logSet, signIn } from './support/training.js';

/**
 * Odd values in every field of the write routes and the filters: each is answered with a 4xx, never
 * a 500. Found by sweeping these values over the api; each row here once was a 500.
 */
const ODD_VALUES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  'abc',
  '',
  [],
  [1],
  {},
  { a: 1 },
  'x'.repeat(5000),
  '0000-01-01',
  '2026-02-30',
  '\u0000',
  "'; DROP TABLE machines;--",
  0.25,
  '\ud800',
  { deep: [{ deeper: '\udc00' }] },
  JSON.parse('['.repeat(40) + ']'.repeat(40)),
];

describe('odd input is a 4xx, never a 500', () => {
  let testApp: TestApp;
  let agent: Agent;
  let machineId: string;
  let entryId: string;
  const answers: { status: number; call: string }[] = [];

  async function call(method: 'get' | 'post' | 'put', path: string, body?: unknown) {
    const response = await (body === undefined ? agent[method](path) : agent[method](path).send(body as object));
    answers.push({ status: response.status, call: `${method.toUpperCase()} ${path} ${JSON.stringify(body)?.slice(0, 120)}` });
  }

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ agent } = await signIn(testApp, 'odd@example.com'));
    machineId = (await createMachine(agent, 'Bankdrücken')).id;
    entryId = (await logSet(agent, machineId, { max_weight: 50, reps: 5 })).id;
    const filter = (value: object) => `/api/workouts?filter=${encodeURIComponent(JSON.stringify(value))}`;
    for (const value of ODD_VALUES) {
      for (const field of ['machine_id', 'max_weight', 'reps', 'date', 'notes']) {
        await call('post', '/api/workouts', { machine_id: machineId, max_weight: 50, reps: 5, date: '2026-11-20', [field]: value });
        await call('put', `/api/workouts/${entryId}`, { [field]: value });
      }
      for (const field of ['name', 'categories']) await call('put', `/api/machines/${machineId}`, { [field]: value });
      await call('post', '/api/machines', { name: value });
      await call('get', filter({ date: value }));
      await call('get', filter({ date: { gte: value } }));
      await call('get', filter({ created_by: value }));
      await call('post', '/api/agents/conversations', { agent_name: 'training_coach', metadata: { name: value, type: 'training_advice' } });
      for (const field of ['name', 'pause_mode_active', 'focus_areas', 'language', 'onboarding_completed', 'last_completed_training_day_per_plan']) {
        await call('put', '/api/auth/update', { [field]: value });
      }
    }
  }, 120_000);
  afterAll(() => testApp.close());

  it('answers every one of them below 500', () => {
    expect(answers).toHaveLength(ODD_VALUES.length * 23);
    expect(answers.filter(({ status }) => status >= 500).map(({ call }) => call)).toEqual([]);
  });

  it('answers the ones that once were 500s with 400', () => {
    const statusOf = (fragment: string) => answers.find(({ call }) => call.includes(fragment))?.status;
    expect(statusOf('"notes":"\\u0000"')).toBe(400);
    expect(statusOf('{"pause_mode_active":null}')).toBe(400);
    expect(statusOf(encodeURIComponent('{"gte":"0000-01-01"}'))).toBe(400);
    expect(statusOf('"notes":"\\ud800"')).toBe(400);
  });

  it('refuses bodies nested deeper than 32 levels with 400 and stores nothing of them', async () => {
    const before = (await agent.get('/api/workouts')).body.length;
    for (const levels of [2_000, 100_000]) {
      const body = `{"machine_id":"${machineId}","max_weight":50,"reps":5,"notes":` + '{"a":'.repeat(levels) + '1' + '}'.repeat(levels) + '}';
      const response = await agent.post('/api/workouts').set('Content-Type', 'application/json').send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Die Anfrage ist zu tief verschachtelt (höchstens 32 Ebenen).', error: 'Bad Request' });
    }
    expect((await agent.get('/api/workouts')).body).toHaveLength(before);
  });
});
