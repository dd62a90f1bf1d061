import type { INestApplicationContext } from '@nestjs/common';
import { TrainingFactsQuery } from '../src/modules/agents/queries/training-facts.query.js';
import type { Agent } from './support/coach-fixtures.js';
import { createMachine, daysAgo, logSet, signIn, startWorkerContext, until } from './support/coach-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { createPlan } from './support/training.js';
import { startTestApp } from './support/test-app.js';

const day = (day_name: string, ...exercises: [name: string, sets: number, reps: string][]) => ({
  day_name,
  exercises: exercises.map(([exercise_name, sets, reps]) => ({ exercise_name, sets, reps })),
});

/**
 * The coach answers plan questions from the asker's current plan (spec §4: the selected plan,
 * else the active one), through the real path: HTTP, the chat queue, a worker, the read models.
 */
describe('the coach answers from the user’s own training plan', () => {
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let lena: { agent: Agent; userId: string };
  let ben: { agent: Agent; userId: string };
  let newcomer: { agent: Agent; userId: string };
  let lenasPlanId: string;

  beforeAll(async () => {
    testApp = await startTestApp({ ANALYSIS_DEBOUNCE_MS: '60000' });
    worker = await startWorkerContext(testApp.config);
    [lena, ben, newcomer] = await Promise.all([
      signIn(testApp.url, 'lena-plan@example.com', 'Lena'),
      signIn(testApp.url, 'ben-plan@example.com', 'Ben'),
      signIn(testApp.url, 'neu-plan@example.com', 'Nele'),
    ]);
    const squat = await createMachine(lena.agent, 'Kniebeugen', ['Beine']);
    await logSet(lena.agent, squat.id, 90, 5, daysAgo(3));
    // An older plan first: the newer one is active, so it is the current plan while none is selected.
    await createPlan(lena.agent, { plan_name: 'Alter Ganzkörperplan', training_days: [day('Ganzkörper', ['Kreuzheben', 3, '5'])], is_active: false });
    lenasPlanId = (
      await createPlan(lena.agent, {
        plan_name: 'Lenas Kraftplan',
        training_days: [
          day('Push', ['Bankdrücken', 3, '8-12']),
          day('Legs', ['Kniebeugen', 4, '5'], ['Beinpresse', 3, '10-12']),
          day('Pull', ['Latzug', 3, '10']),
        ],
        is_active: true,
      })
    ).id;
    const finished = await lena.agent.post(`/api/training-plans/${lenasPlanId}/completed-days`).send({ day_number: 1 });
    expect(finished.status).toBe(200);

    await createPlan(ben.agent, { plan_name: 'Bens Armtag', training_days: [day('Arme', ['Bizepscurls', 3, '12'])], is_active: true });
    // Choosing someone else's plan is refused; a selection recorded before that rule (replayed from
    // old events) may still name one, and it must select nothing of hers.
    expect((await ben.agent.put('/api/auth/update').send({ selected_training_plan_id: lenasPlanId })).status).toBe(400);
    await testApp.database.db.query('UPDATE users SET selected_training_plan_id = $1 WHERE id = $2', [lenasPlanId, ben.userId]);
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
  });

  async function ask(asker: { agent: Agent }, question: string): Promise<string> {
    const { id } = (await asker.agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body;
    const sent = await asker.agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: question });
    expect(sent.status).toBe(202);
    const done = await until(
      () => asker.agent.get(`/api/agents/conversations/${id}`).then((response) => response.body),
      (body) => body.status !== 'thinking',
    );
    expect(done.status).toBe('idle');
    return done.messages.at(-1).content as string;
  }

  it('builds the plan facts from the current plan: its days, the last completed and the next day', async () => {
    const facts = (await worker.get(TrainingFactsQuery).forUser(lena.userId))!;
    expect(facts.plan).toMatchObject({
      name: 'Lenas Kraftplan',
      nextDayNumber: 2,
      lastCompletedDayNumber: 1,
      otherPlans: ['Alter Ganzkörperplan'],
      days: [
        { number: 1, name: 'Push', exercises: [{ name: 'Bankdrücken', sets: 3, reps: '8-12' }] },
        { number: 2, name: 'Legs' },
        { number: 3, name: 'Pull' },
      ],
    });
  });

  it('says what is due today and next from the plan, with the user’s last set', async () => {
    const today = await ask(lena, 'Was steht heute an?');
    expect(today).toContain('**Tag 1: Push** aus deinem Plan **Lenas Kraftplan** schon abgeschlossen');
    expect(today).toContain('**Tag 2: Legs**');
    expect(today).toContain('**Kniebeugen** (4 × 5, zuletzt 90 kg × 5)');
    const next = await ask(lena, 'Was ist mein nächstes Training?');
    expect(next).toContain('**Tag 2: Legs**');
    expect(next).toContain('Beinpresse');
  });

  it('shows the whole plan', async () => {
    const plan = await ask(lena, 'Wie sieht mein Plan aus?');
    expect(plan).toContain('Dein Trainingsplan **Lenas Kraftplan** hat 3 Trainingstage');
    for (const line of [
      '**Tag 1: Push** – Bankdrücken (3 × 8-12)',
      '**Tag 2: Legs** – Kniebeugen (4 × 5), Beinpresse (3 × 10-12)',
      '**Tag 3: Pull** – Latzug (3 × 10)',
    ])
      expect(plan).toContain(line);
    expect(plan).toContain('Alter Ganzkörperplan');
    expect(plan).not.toContain('Bens Armtag');
  });

  it('follows the plan the user selects', async () => {
    const selected = await createPlan(lena.agent, { plan_name: 'Sommerplan', training_days: [day('Oberkörper', ['Rudern', 3, '10'])], is_active: false });
    expect((await lena.agent.put('/api/auth/update').send({ selected_training_plan_id: selected.id })).status).toBe(200);
    try {
      expect(await ask(lena, 'Was steht heute an?')).toContain('Laut deinem Plan **Sommerplan** ist heute **Tag 1: Oberkörper** dran');
    } finally {
      await lena.agent.put('/api/auth/update').send({ selected_training_plan_id: lenasPlanId });
    }
  });

  it('never answers from another user’s plan, even one named in the asker’s stored profile', async () => {
    const facts = (await worker.get(TrainingFactsQuery).forUser(ben.userId))!;
    expect(facts.plan).toMatchObject({ name: 'Bens Armtag', otherPlans: [] });
    for (const question of ['Wie sieht mein Plan aus?', 'Was steht heute an?']) {
      const answer = await ask(ben, question);
      expect(answer).toContain('Bens Armtag');
      expect(answer).not.toContain('Lenas Kraftplan');
      expect(answer).not.toContain('Legs');
    }
  });

  it('points a user without a plan to making one', async () => {
    for (const question of ['Wie sieht mein Plan aus?', 'Was ist mein nächstes Training?']) {
      const answer = await ask(newcomer, question);
      expect(answer).toContain('„Trainingsplan generieren“');
      expect(answer).toContain('[Trainingsplan](/TrainingPlan)');
      expect(answer).not.toMatch(/Lenas Kraftplan|Bens Armtag/);
    }
  });
});
