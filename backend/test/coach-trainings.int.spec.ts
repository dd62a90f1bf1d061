import type { INestApplicationContext } from '@nestjs/common';
import { TrainingFactsQuery } from '../src/modules/agents/queries/training-facts.query.js';
import { germanDate, mondayOf } from '../src/modules/workouts/rules/calendar.js';
import { importFixtureBytes } from './fixtures/imports/read-fixture.js';
import type { Agent } from './support/coach-fixtures.js';
import { signIn, startWorkerContext, today, until } from './support/coach-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

interface SessionSet {
  set_type: string;
  rpe: number | null;
}

/**
 * The offline coach on an imported history (issue #41): Lena imports her Hevy export (three
 * trainings in September 2025, with warm-ups and RPE), logs squats today with two warm-ups, and
 * asks how long her last training took, how many work sets of squats she did this week and her
 * last RPE on the bench. Real Postgres and Redis, the worker in this process.
 */
describe('the coach on imported trainings, warm-ups and RPE', () => {
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let lena: { agent: Agent; userId: string };
  let ben: { agent: Agent; userId: string };

  async function importHistory(agent: Agent): Promise<void> {
    const started = await agent.post('/api/imports').attach('file', importFixtureBytes('hevy-kg.csv'), { filename: 'hevy-kg.csv', contentType: 'text/csv' });
    expect(started.status).toBe(202);
    const report = await until(
      () => agent.get(`/api/imports/${started.body.id}`).then((response) => response.body),
      (body) => body.state === 'done' || body.state === 'failed',
    );
    expect(report.state).toBe('done');
  }

  async function logSet(agent: Agent, set: Record<string, unknown>): Promise<void> {
    const response = await agent.post('/api/workouts').send({ date: today(), ...set });
    expect(response.status).toBe(201);
  }

  async function ask(agent: Agent, question: string): Promise<string> {
    const { id } = (await agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body;
    expect((await agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: question })).status).toBe(202);
    const done = await until(
      () => agent.get(`/api/agents/conversations/${id}`).then((response) => response.body),
      (body) => body.status !== 'thinking',
    );
    expect(done.status).toBe('idle');
    return done.messages.at(-1).content as string;
  }

  /** The sets of one of the lifter's trainings by its title, as GET /api/sessions/{id} lists them. */
  async function setsOf(agent: Agent, title: string): Promise<SessionSet[]> {
    const trainings = (await agent.get('/api/sessions')).body as { id: string; title: string }[];
    const training = trainings.find((candidate) => candidate.title === title)!;
    return (await agent.get(`/api/sessions/${training.id}`)).body.sets as SessionSet[];
  }

  beforeAll(async () => {
    testApp = await startTestApp({ ANALYSIS_DEBOUNCE_MS: '60000' });
    worker = await startWorkerContext(testApp.config);
    lena = await signIn(testApp.url, 'lena-import@example.com', 'Lena');
    ben = await signIn(testApp.url, 'ben-import@example.com', 'Ben');
    await importHistory(lena.agent);
    // Ben imports the same file: his trainings are his, never in Lena's facts.
    await importHistory(ben.agent);
    const squat = ((await lena.agent.get('/api/machines')).body as { id: string; name: string }[]).find((machine) => machine.name === 'Kniebeugen')!;
    expect(squat).toBeDefined();
    await logSet(lena.agent, { machine_id: squat.id, max_weight: 60, reps: 5, set_type: 'warmup' });
    await logSet(lena.agent, { machine_id: squat.id, max_weight: 100, reps: 3, set_type: 'warmup' });
    await logSet(lena.agent, { machine_id: squat.id, max_weight: 120, reps: 5, set_type: 'normal' });
    await logSet(lena.agent, { machine_id: squat.id, max_weight: 120, reps: 5, set_type: 'normal', rpe: 8 });
    await logSet(lena.agent, { machine_id: squat.id, max_weight: 120, reps: 4, set_type: 'failure', rpe: 10 });
    // A warm-up logged after the work sets: still no set of any figure.
    await logSet(lena.agent, { machine_id: squat.id, max_weight: 40, reps: 10, set_type: 'warmup' });
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
  });

  it('builds the facts with her trainings in Berlin time, her warm-ups apart and each set’s RPE, and nothing of Ben’s', async () => {
    const legs = await setsOf(lena.agent, 'Legs A');
    const facts = (await worker.get(TrainingFactsQuery).forUser(lena.userId))!;
    expect(facts.trainingCount).toBe(3);
    expect(facts.trainings.map((training) => training.title)).toEqual(['Legs A', 'Pull A', 'Push A']);
    expect(facts.trainings[0]).toEqual({
      title: 'Legs A',
      date: '2025-09-19',
      time: '07:30',
      durationMin: 72,
      workSets: legs.filter((set) => set.set_type !== 'warmup').length,
      warmupSets: legs.filter((set) => set.set_type === 'warmup').length,
    });
    expect(facts.warmups.filter((warmup) => warmup.date === today())).toEqual([expect.objectContaining({ machine: 'Kniebeugen', sets: 3 })]);
    expect(facts.latest).toMatchObject({ machine: 'Kniebeugen', weight: 120, reps: 4, rpe: 10 });
    expect(facts.sets.filter((set) => set.date === today()).map((set) => set.rpe)).toEqual([undefined, 8, 10]);
    expect(facts.sets.filter((set) => set.machine === 'Bankdrücken').map((set) => set.rpe)).toEqual([8, 8.5, 10]);
  });

  it('answers how long her last training took: title, day, start and minutes, after today’s sets without a training', async () => {
    const legs = await setsOf(lena.agent, 'Legs A');
    const work = legs.filter((set) => set.set_type !== 'warmup').length;
    const warmups = legs.filter((set) => set.set_type === 'warmup').length;
    const answer = await ask(lena.agent, 'Wie lange hat mein letztes Training gedauert?');
    expect(answer).toContain(`Zuletzt trainiert hast du **heute (${germanDate(today())})**: Kniebeugen (3 Sätze), eingetragen ohne Training`);
    expect(answer).toContain(
      'Dein letztes gespeichertes Training war **„Legs A“** am Freitag, 19. September 2025 um 07:30 Uhr und hat **72 Minuten** gedauert',
    );
    expect(answer).toContain(`(${work} Arbeitssätze, dazu ${warmups} ${warmups === 1 ? 'Aufwärmsatz' : 'Aufwärmsätze'})`);
    expect(answer).toContain('Gespeichert sind insgesamt **3 Trainings**.');
  });

  it('counts this week’s work sets of squats, Monday to today, with the warm-ups apart', async () => {
    const answer = await ask(lena.agent, 'Wie viele Arbeitssätze Kniebeugen diese Woche?');
    expect(answer).toContain(
      `**Diese Woche** (${germanDate(mondayOf(today()))}–${germanDate(today())}): **3 Arbeitssätze Kniebeugen** an 1 Trainingstag, dazu 3 Aufwärmsätze.`,
    );
    expect(await ask(lena.agent, 'How many warm-up sets did I do this week?')).toContain('**3 warm-up sets**, plus 3 working sets.');
  });

  it('gives her last RPEs on the bench from the import', async () => {
    const answer = await ask(lena.agent, 'Wie war meine RPE beim Bankdrücken zuletzt?');
    expect(answer).toContain('Zuletzt bei **Bankdrücken**, am Montag, 15. September 2025: 80 kg × 8 @ RPE 8, 80 kg × 8 @ RPE 8,5, 80 kg × 6 @ RPE 10');
    expect(answer).toContain('im Schnitt **RPE 8,8**');
  });

  it('writes the performance analysis about the last work set, not the warm-up logged after it', async () => {
    const started = await lena.agent.post('/api/functions/invoke').send({ functionName: 'generatePerformanceAnalysis' });
    expect(started.body.data.job_id).toBeDefined();
    const me = await until(
      () => lena.agent.get('/api/auth/me').then((response) => response.body),
      (user) => user.last_performance_analysis !== null,
    );
    expect(me.last_performance_analysis).toContain('120 kg × 4 Wiederholungen geschafft (RPE 10)');
    expect(me.last_performance_analysis).not.toContain('40 kg × 10');
  });
});
