import type { INestApplicationContext } from '@nestjs/common';
import { TrainingFactsQuery } from '../src/modules/agents/queries/training-facts.query.js';
import type { Agent } from './support/coach-fixtures.js';
import { createMachine, daysAgo, logSet, signIn, startWorkerContext, today, until } from './support/coach-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/**
 * Never about what is gone: a deleted exercise (with its sets) and a deleted set are not in the
 * facts the chat coach and the performance analysis read, so neither ever talks about them.
 */
describe('the coach’s facts leave out deleted exercises and sets', () => {
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let lena: { agent: Agent; userId: string };

  beforeAll(async () => {
    testApp = await startTestApp({ ANALYSIS_DEBOUNCE_MS: '60000' });
    worker = await startWorkerContext(testApp.config);
    lena = await signIn(testApp.url, 'lena-geloescht@example.com', 'Lena');
    const bench = await createMachine(lena.agent, 'Bankdrücken', ['Brust']);
    await logSet(lena.agent, bench.id, 60, 8, daysAgo(8));
    const record = await logSet(lena.agent, bench.id, 95, 3, daysAgo(2));
    await logSet(lena.agent, bench.id, 62.5, 8, daysAgo(1));
    const gone = await createMachine(lena.agent, 'Geheimpresse', ['Beine']);
    await logSet(lena.agent, gone.id, 140, 10, today());
    expect((await lena.agent.delete(`/api/workouts/${record.id}`)).status).toBe(204);
    expect((await lena.agent.delete(`/api/machines/${gone.id}`)).status).toBe(204);
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
  });

  async function ask(question: string): Promise<string> {
    const { id } = (await lena.agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body;
    await lena.agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: question });
    const done = await until(
      () => lena.agent.get(`/api/agents/conversations/${id}`).then((response) => response.body),
      (body) => body.status !== 'thinking',
    );
    return done.messages.at(-1).content as string;
  }

  it('builds facts from the live exercise and its remaining sets only', async () => {
    const facts = (await worker.get(TrainingFactsQuery).forUser(lena.userId))!;
    expect(facts.exercises.map((exercise) => exercise.name)).toEqual(['Bankdrücken']);
    expect(facts.totalEntries).toBe(2);
    expect(facts.latest).toMatchObject({ machine: 'Bankdrücken', weight: 62.5, reps: 8 });
    expect(facts.exercises[0]).toMatchObject({ bestWeight: 62.5, entryCount: 2 });
    expect(facts.periods.week.exercises.map((exercise) => exercise.name)).not.toContain('Geheimpresse');
    const summary = await worker.get(TrainingFactsQuery).entrySummary(lena.userId, new Date());
    expect(summary.total).toBe(2);
  });

  it('answers about records, the week and the plan without the deleted exercise or set', async () => {
    for (const question of ['Zeig mir meine Rekorde', 'Was habe ich diese Woche trainiert?', 'Was ist mein bestes Ergebnis beim Bankdrücken?']) {
      const answer = await ask(question);
      expect(answer).not.toContain('Geheimpresse');
      expect(answer).not.toContain('140');
      expect(answer).not.toMatch(/95 kg/);
    }
  });

  it('writes the performance analysis about the newest remaining set', async () => {
    const started = await lena.agent.post('/api/functions/invoke').send({ functionName: 'generatePerformanceAnalysis' });
    expect(started.body.data.job_id).toBeDefined();
    const me = await until(
      () => lena.agent.get('/api/auth/me').then((response) => response.body),
      (user) => user.last_performance_analysis !== null,
    );
    expect(me.last_performance_analysis).toContain('62,5 kg × 8');
    expect(me.last_performance_analysis).not.toContain('Geheimpresse');
    expect(me.last_performance_analysis).not.toContain('140');
  });
});
