import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import type { Agent } from './support/coach-fixtures.js';
import { signIn, spawnWorker, stopChild, until } from './support/coach-fixtures.js';
import type { ChatCompletionRequest } from './support/openai-test-server.js';
import { OpenAiTestServer } from './support/openai-test-server.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const questionOf = (body: ChatCompletionRequest) => body.messages.at(-1)?.content ?? '';

/**
 * Workers as separate processes (`node backend/dist/worker.js`), as in production: one killed with
 * SIGKILL mid-job hands its job to another, and two workers share a queue without running a job
 * twice. The api runs in this process; its only worker is the children.
 */
describe('AI workers as processes: crash recovery and sharing a queue', () => {
  let server: OpenAiTestServer;
  let testApp: TestApp;
  let workerEnv: NodeJS.ProcessEnv;
  const children: ChildProcess[] = [];
  let lena: { agent: Agent; userId: string };

  beforeAll(async () => {
    server = await OpenAiTestServer.start();
    // Ten questions in flight at once from one user: more than the cap on waiting replies allows by default.
    testApp = await startTestApp({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: server.url, OPENAI_MODEL: 'test-coach-1', AI_JOBS_WAITING_PER_USER: '20' });
    workerEnv = {
      NODE_ENV: 'test',
      DATABASE_URL: testApp.database.url,
      REDIS_URL: testApp.config.redisUrl,
      QUEUE_PREFIX: testApp.config.queuePrefix,
      FRONTEND_DIST: '/nonexistent',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: server.url,
      OPENAI_MODEL: 'test-coach-1',
      // A dead worker's job is taken over after 1.5 s instead of 30 s.
      JOB_LOCK_MS: '1500',
      WORKER_CONCURRENCY: '1',
    };
    lena = await signIn(testApp.url, 'lena@example.com', 'Lena');
  });
  afterAll(async () => {
    await Promise.all(children.map((child) => stopChild(child, 'SIGKILL')));
    await testApp?.close();
    await server?.close();
  });

  const conversation = (id: string) => lena.agent.get(`/api/agents/conversations/${id}`).then((response) => response.body);
  const startChat = async () => (await lena.agent.post('/api/agents/conversations').send({ agent_name: 'training_coach' })).body.id as string;
  const replies = async (id: string) =>
    (await testApp.database.db.query(`SELECT data FROM events WHERE type = 'CoachReplied' AND stream_id = $1`, [`conversation-${id}`])).rows;
  const chatQueue = () => new Queue('coach-chat', { connection: { url: testApp.config.redisUrl }, prefix: testApp.config.queuePrefix });

  it('finishes a job whose worker was killed with SIGKILL mid-job, exactly once, on another worker', async () => {
    const id = await startChat();
    const sent = await lena.agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: 'Was soll ich heute trainieren?' });
    expect(sent.status).toBe(202);
    // No worker yet: the api answered at once, and a second message waits for the first reply.
    const second = await lena.agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: 'Hallo?' });
    expect(second.status).toBe(409);

    // The first worker takes the job and hangs in the model call.
    server.respondWith(() => ({ delayMs: 60_000, content: 'Diese Antwort kommt nie an.' }));
    const doomed = await spawnWorker(workerEnv);
    children.push(doomed);
    await server.waitForRequests(1);
    await stopChild(doomed, 'SIGKILL');
    expect((await conversation(id)).status).toBe('thinking');

    server.respondWith(() => ({ content: 'Heute Rücken und Bizeps.' }));
    const rescuer = await spawnWorker(workerEnv);
    children.push(rescuer);
    const done = await until(
      () => conversation(id),
      (body) => body.status !== 'thinking',
      25000,
      200,
    );
    expect(done.status).toBe('idle');
    expect(done.messages.map((message: { role: string; content: string }) => [message.role, message.content])).toEqual([
      ['user', 'Was soll ich heute trainieren?'],
      ['assistant', 'Heute Rücken und Bizeps.'],
    ]);
    expect(await replies(id)).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.abandoned).toBe(true);

    const queue = chatQueue();
    try {
      const job = (await queue.getJob(sent.body.pending_job_id))!;
      expect(await job.getState()).toBe('completed');
      expect(job.processedBy!.endsWith(`:${rescuer.pid}`)).toBe(true);
    } finally {
      await queue.close();
    }
    await stopChild(rescuer);
  });

  it('lets two workers share a queue without running any job twice', async () => {
    server.requests.length = 0;
    server.respondWith((body) => ({ delayMs: 250, content: `Antwort auf: ${questionOf(body)}` }));
    const workers = await Promise.all([spawnWorker(workerEnv), spawnWorker(workerEnv)]);
    children.push(...workers);
    const ids = await Promise.all(Array.from({ length: 10 }, () => startChat()));
    const jobIds: string[] = [];
    for (const [index, id] of ids.entries()) {
      const sent = await lena.agent.post(`/api/agents/conversations/${id}/messages`).send({ role: 'user', content: `Frage ${index}` });
      expect(sent.status).toBe(202);
      jobIds.push(sent.body.pending_job_id);
    }
    for (const [index, id] of ids.entries()) {
      const done = await until(
        () => conversation(id),
        (body) => body.status === 'idle',
        20000,
        200,
      );
      expect(done.messages.map((message: { content: string }) => message.content)).toEqual([`Frage ${index}`, `Antwort auf: Frage ${index}`]);
      expect(await replies(id)).toHaveLength(1);
    }
    // Each question reached the model once: no job ran on both workers.
    const asked = server.requests.map((request) => questionOf(request.body)).sort();
    expect(asked).toEqual(ids.map((_, index) => `Frage ${index}`).sort());

    const queue = chatQueue();
    try {
      const jobs = await Promise.all(jobIds.map((jobId) => queue.getJob(jobId)));
      const processedBy = new Set(jobs.map((job) => job!.processedBy!.split(':')[1]));
      expect(processedBy).toEqual(new Set(workers.map((worker) => String(worker.pid))));
    } finally {
      await queue.close();
    }
    await Promise.all(workers.map((worker) => stopChild(worker)));
  });
});
