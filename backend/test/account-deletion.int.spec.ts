import { jest } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import sharp from 'sharp';
import request from 'supertest';
import { EventStore } from '../src/event-store/event-store.js';
import type { INestApplicationContext } from '@nestjs/common';
import { AccountErasure } from '../src/modules/account/account-erasure.js';
import { OwnedJobs } from '../src/modules/account/owned-jobs.js';
import { Coach } from '../src/modules/coach/index.js';
import { ALL_QUEUES } from '../src/modules/jobs/ai-queues.js';
import type { QueuesByName } from '../src/modules/jobs/ai-queues.js';
import { allReadModels } from '../src/app/read-models.js';
import { rebuildReadModels } from '../src/projections/rebuild/rebuild.js';
import { startWorkerContext, until } from './support/coach-fixtures.js';
import { rowsMentioning as leftoversIn } from './support/leftovers.js';
import { createMachine, logSet, signIn } from './support/training.js';
import type { SignedIn } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

describe('account deletion: real erasure from the log, the read models, sessions, jobs, Redis and files', () => {
  let testApp: TestApp;
  let uploadDir: string;
  let redis: Redis;
  const store = new EventStore();

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'hw-erasure-'));
    testApp = await startTestApp({ ADMIN_EMAILS: 'chefin@example.com', UPLOAD_DIR: uploadDir });
    redis = new Redis(testApp.config.redisUrl);
  });
  afterAll(async () => {
    redis.disconnect();
    await testApp.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  const db = () => testApp.database.db;
  const deleteAccount = (who: SignedIn) => who.agent.post('/api/functions/invoke').send({ functionName: 'deleteUserAccount' });
  const png = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#30a050' } })
      .png()
      .toBuffer();
  const upload = async (who: SignedIn) => (await who.agent.post('/api/integrations/upload').attach('file', await png(), 'bild.png')).body.file_url as string;

  const rowsMentioning = (...needles: string[]) => leftoversIn(db(), ...needles);

  async function jobsOwnedBy(userId: string): Promise<string[]> {
    const queues = testApp.app.get<QueuesByName>(ALL_QUEUES);
    const ids: string[] = [];
    for (const queue of queues.values()) {
      for (const job of await queue.getJobs(['active', 'waiting', 'delayed', 'prioritized', 'completed', 'failed'])) {
        if ((job?.data as { ownerId?: string })?.ownerId === userId) ids.push(job.id!);
      }
    }
    return ids;
  }

  /** Done with, whatever the outcome: completed, failed, or removed already. */
  async function jobFinished(jobId: string): Promise<boolean> {
    const queues = testApp.app.get<QueuesByName>(ALL_QUEUES);
    for (const queue of queues.values()) {
      const job = await queue.getJob(jobId);
      if (job && !(await job.isCompleted()) && !(await job.isFailed())) return false;
    }
    return true;
  }

  const redisKeysNaming = async (userId: string) => (await redis.keys(`*${userId}*`)).sort();

  /** A user with a bit of everything: profile, pause, sets, edits, a purchase, feedback with a screenshot, a picture, a chat. */
  async function busyUser(email: string, name: string, displayName: string): Promise<SignedIn> {
    const user = await signIn(testApp, email, name);
    await user.agent.put('/api/auth/update').send({ display_name: displayName, pause_mode_active: true });
    await user.agent.put('/api/auth/update').send({ pause_mode_active: false });
    const bench = await createMachine(user.agent, 'Bankdrücken', ['Brust']);
    const first = await logSet(user.agent, bench.id, { max_weight: 80, reps: 8, notes: `Notiz von ${email}` });
    const second = await logSet(user.agent, bench.id, { max_weight: 85, reps: 5 });
    await user.agent.put(`/api/workouts/${first.id}`).send({ reps: 9 });
    await user.agent.delete(`/api/workouts/${second.id}`);
    await user.agent.post('/api/functions/invoke').send({ functionName: 'purchaseShopItem', params: { itemId: 'streak-freeze' } });
    await user.agent.post('/api/feedback').send({ message: `Fehler gefunden (${email})`, image_url: await upload(user) });
    await user.agent.put('/api/auth/update').send({ profile_image: await upload(user) });
    const chat = await user.agent
      .post('/api/agents/conversations')
      .send({ agent_name: 'training_coach', metadata: { name: 'Training Chat', type: 'training_advice' } });
    await user.agent.post(`/api/agents/conversations/${chat.body.id}/messages`).send({ role: 'user', content: 'Wie oft soll ich trainieren?' });
    return user;
  }

  /** Streams of another context (a training plan with a link to an exercise, onboarding and a plan generation): erased by the same rule. */
  async function planStreamOf(user: SignedIn): Promise<string> {
    const plan = await user.agent
      .post('/api/training-plans')
      .send({ plan_name: 'Lenas Plan', training_days: [{ day_name: 'Push', exercises: [{ exercise_name: 'Bankdrücken' }] }] });
    const [machine] = (await user.agent.get('/api/machines')).body as { id: string }[];
    await user.agent.post('/api/training-plan-relations').send({ training_plan_id: plan.body.id, machine_id: machine!.id, day_number: 1 });
    const answers = {
      display_name: 'Lenchen',
      training_frequency: '3',
      fitness_goal: 'strength',
      training_experience: 'beginner',
      body_weight: 64,
      focus_areas: [],
    };
    expect((await user.agent.post('/api/onboarding/complete').send(answers)).status).toBe(200);
    return `plan-${plan.body.id}`;
  }

  /** What another user has: every row and event naming them, to show deletion leaves it as it was. */
  async function everythingOf(user: SignedIn) {
    const events = (
      await db().query('SELECT position, stream_id, stream_version, type, data, metadata FROM events WHERE events::text LIKE $1 ORDER BY position', [
        `%${user.id}%`,
      ])
    ).rows;
    const rows: Record<string, unknown[]> = {};
    for (const model of allReadModels) {
      const table = model.entity.options.tableName!;
      rows[table] = (await db().query(`SELECT * FROM ${table} t WHERE t::text LIKE $1 ORDER BY ${model.key.join(', ')}`, [`%${user.id}%`])).rows;
    }
    return { events, rows, me: (await user.agent.get('/api/auth/me')).body, files: await readdir(join(uploadDir, user.id)).catch(() => []) };
  }

  it('erases everything of the user and nothing of anyone else, and a rebuild brings nothing back', async () => {
    const lena = await busyUser('lena@example.com', 'Lena Berg', 'Lenchen');
    const lenaOnPhone = await signIn(testApp, 'lena@example.com', 'Lena Berg');
    const tom = await busyUser('tom@example.com', 'Tom Stark', 'Tommy');
    const admin = await signIn(testApp, 'chefin@example.com', 'Chefin');
    const plan = await planStreamOf(lena);
    const feedback = (await admin.agent.get('/api/feedback')).body as { id: string; user_email: string }[];
    for (const item of feedback) await admin.agent.put(`/api/feedback?id=${item.id}&status=in_progress`);

    // Everything is there to be erased.
    expect(Object.keys(await rowsMentioning(lena.id, lena.email)).sort()).toEqual(
      expect.arrayContaining([
        'conversations',
        'currency_ledger',
        'dashboard_days',
        'events',
        'feedback',
        'inventory',
        'machines',
        'training_plan_relations',
        'training_plans',
        'user_sessions',
        'users',
        'workout_entries',
      ]),
    );
    expect(await readdir(join(uploadDir, lena.id))).toHaveLength(2);
    expect((await jobsOwnedBy(lena.id)).length).toBeGreaterThan(0);
    expect((await redisKeysNaming(lena.id)).length).toBeGreaterThan(0);
    const tomBefore = await everythingOf(tom);

    const deleted = await deleteAccount(lena);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ data: { success: true } });

    expect(await rowsMentioning(lena.id, lena.email, 'Lena Berg', 'Lenchen')).toEqual({});
    expect((await db().query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [plan])).rows[0].n).toBe(0);
    expect(await readdir(join(uploadDir, lena.id)).catch(() => 'gone')).toBe('gone');
    expect(await jobsOwnedBy(lena.id)).toEqual([]);
    expect(await redisKeysNaming(lena.id)).toEqual([]);
    expect((await lena.agent.get('/api/auth/me')).status).toBe(401);
    expect((await lenaOnPhone.agent.get('/api/auth/me')).status).toBe(401);
    expect(await everythingOf(tom)).toEqual(tomBefore);

    // A replay of the whole log into every read model finds nothing of her either.
    await rebuildReadModels(db(), store, allReadModels);
    expect(await rowsMentioning(lena.id, lena.email, 'Lena Berg', 'Lenchen')).toEqual({});
    expect(await everythingOf(tom)).toEqual(tomBefore);

    // The address is free again: signing in starts a new, empty account.
    const again = await signIn(testApp, 'lena@example.com', 'Lena Neu');
    expect(again.id).not.toBe(lena.id);
    expect((await again.agent.get('/api/auth/me')).body).toMatchObject({ hantel_currency: 100, display_name: null, profile_image: null });
    expect((await again.agent.get('/api/machines')).body).toEqual([]);
  });

  it('deleting an admin keeps the feedback they triaged, with their id taken out of its events', async () => {
    const tom = await signIn(testApp, 'tom2@example.com', 'Tom Zwei');
    const boss = await signIn(testApp, 'chefin@example.com', 'Chefin');
    const { body: feedback } = await tom.agent.post('/api/feedback').send({ message: 'Bitte ansehen' });
    await boss.agent.put(`/api/feedback?id=${feedback.id}&status=resolved`);
    const tomBefore = await everythingOf(tom);

    expect((await deleteAccount(boss)).body).toEqual({ data: { success: true } });

    expect(await rowsMentioning(boss.id, 'chefin@example.com')).toEqual({});
    const { rows } = await db().query('SELECT type, metadata FROM events WHERE stream_id = $1 ORDER BY stream_version', [`feedback-${feedback.id}`]);
    expect(rows.map((row) => [row.type, row.metadata.userId])).toEqual([
      ['FeedbackSubmitted', tom.id],
      ['FeedbackStatusChanged', null],
    ]);
    const tomAfter = await everythingOf(tom);
    expect(tomAfter.rows).toEqual(tomBefore.rows);
    expect(tomAfter.me).toEqual(tomBefore.me);
  });

  it('running it again finishes what an interrupted run left, found by the user its events are about', async () => {
    const left = await signIn(testApp, 'halb@example.com', 'Hal Halb');
    const bench = await createMachine(left.agent, 'Halbbank');
    const set = await logSet(left.agent, bench.id, { max_weight: 50, reps: 5, notes: 'Halbe Notiz' });
    // What the erasure before issue #28 left of a set that committed during its run: the set, with the user's id taken out of its metadata.
    await db().query(`UPDATE events SET metadata = metadata || '{"userId": null}'::jsonb WHERE stream_id = $1`, [`workout-${set.id}`]);
    const erasure = testApp.app.get(AccountErasure);

    expect(await erasure.erase(left.id)).toMatchObject({ erased: true });
    expect(await rowsMentioning(left.id, left.email, 'Halbe Notiz')).toEqual({});
    // Once more with nothing left: nothing to do, and no error.
    expect(await erasure.erase(left.id)).toEqual({ erased: true, events: 0, files: 0 });
  });

  it('an erasure while a rebuild folds the log leaves nothing behind (the rebuild starts over)', async () => {
    const gone = await busyUser('waehrend@example.com', 'Wanda Weg', 'Wanda');
    const erasure = testApp.app.get(AccountErasure);
    let erasing: Promise<unknown> | null = null;
    // One event per batch, so the fold takes a while; the erasure starts with the first batch.
    const rebuilt = rebuildReadModels(db(), store, allReadModels, { batchSize: 1, onProgress: () => void (erasing ??= erasure.erase(gone.id)) });
    await rebuilt;
    await erasing;
    expect(await rowsMentioning(gone.id, gone.email, 'Wanda')).toEqual({});
  });

  describe('an AI job that starts between the erasure’s removal of the jobs and its sweeps', () => {
    let worker: INestApplicationContext;
    beforeAll(async () => {
      worker = await startWorkerContext(testApp.config);
    });
    afterAll(() => worker.close());

    it('records nothing for the erased user, and leaves no job behind', async () => {
      const late = await signIn(testApp, 'spaet@example.com', 'Spät Starter');
      const chat = await late.agent
        .post('/api/agents/conversations')
        .send({ agent_name: 'training_coach', metadata: { name: 'Training Chat', type: 'training_advice' } });
      const conversationStream = `conversation-${chat.body.id}`;

      // The coach is held once the job has read the conversation: it answers after the erasure.
      const coach = worker.get(Coach, { strict: false });
      const answer = coach.reply.bind(coach);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let asked!: () => void;
      const askedCoach = new Promise<void>((resolve) => (asked = resolve));
      const held = jest.spyOn(coach, 'reply').mockImplementation(async (...args) => {
        asked();
        await released;
        return answer(...args);
      });
      let jobId = '';
      try {
        const sent = await late.agent
          .post(`/api/agents/conversations/${chat.body.id}/messages`)
          .send({ role: 'user', content: 'Wie oft soll ich trainieren?' });
        expect(sent.status).toBe(202);
        jobId = sent.body.pending_job_id;
        await askedCoach;

        // As if the job had started just after the erasure removed the user's jobs: its first look finds none running.
        jest.spyOn(testApp.app.get(OwnedJobs), 'removeAll').mockResolvedValueOnce(true);
        expect(await testApp.app.get(AccountErasure).erase(late.id)).toMatchObject({ erased: true });
        expect(await rowsMentioning(late.id, late.email, chat.body.id)).toEqual({});

        release();
        await until(
          () => jobFinished(jobId),
          (finished) => finished,
        );
      } finally {
        release();
        held.mockRestore();
      }
      // The reply was not appended to the erased conversation, nor anything else recorded for the user.
      expect((await db().query('SELECT count(*)::int AS n FROM events WHERE stream_id = $1', [conversationStream])).rows[0].n).toBe(0);
      expect(await rowsMentioning(late.id, late.email, chat.body.id)).toEqual({});
      // The job, whose owner is gone, takes its record out of Redis once it has ended.
      await until(
        () => jobsOwnedBy(late.id),
        (ids) => ids.length === 0,
      );
      expect(await redisKeysNaming(late.id)).toEqual([]);
      expect(await redis.keys(`*${chat.body.id}*`)).toEqual([]);
    });

    it('takes the names of the user’s exercises out of the shared category cache', async () => {
      const named = await signIn(testApp, 'geheimname@example.com', 'Gina Geheim');
      const secret = randomUUID().slice(0, 8);
      await createMachine(named.agent, `Geheimübung ${secret}`);
      // The worker categorises the new exercise and caches its answer under the exercise's name.
      const cachedNames = async () => (await redis.keys(`hantelwerk:${testApp.config.queuePrefix}:categories:*`)).filter((key) => key.includes(secret));
      await until(cachedNames, (keys) => keys.length === 1);

      expect((await deleteAccount(named)).body).toEqual({ data: { success: true } });
      expect(await cachedNames()).toEqual([]);
      expect(await redisKeysNaming(named.id)).toEqual([]);
    });
  });

  it('needs a session, and takes no parameters', async () => {
    expect((await request(testApp.url).post('/api/functions/invoke').send({ functionName: 'deleteUserAccount' })).status).toBe(401);
    const user = await signIn(testApp, 'vorsicht@example.com');
    expect((await user.agent.post('/api/functions/invoke').send({ functionName: 'deleteUserAccount', params: { userId: randomUUID() } })).status).toBe(400);
    expect((await user.agent.get('/api/auth/me')).status).toBe(200);
  });
});
