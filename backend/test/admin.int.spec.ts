import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { Queue } from 'bullmq';
import request from 'supertest';
import { EventStore } from '../src/event-store/event-store.js';
import { allReadModels } from '../src/app/read-models.js';
import type { AnyReadModel } from '../src/projections/read-model.js';
import { eventTypesOf } from '../src/projections/read-model.js';
import { rebuildReadModels } from '../src/projections/rebuild/rebuild.js';
import { rebuildStale } from '../src/projections/rebuild/rebuild-stale.js';
import { QUEUES } from '../src/modules/jobs/queues.js';
import type { Agent } from './support/coach-fixtures.js';
import { createMachine, logSet, signIn, startWorkerContext, today, until } from './support/coach-fixtures.js';
import { OpenAiTestServer } from './support/openai-test-server.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import { tableRows } from './support/training.js';

/**
 * The admin tools over HTTP, with the real worker (WorkerModule in this process) on real Redis and
 * the real `openai` SDK against the scripted test server.
 */
describe('admin tools', () => {
  let server: OpenAiTestServer;
  let testApp: TestApp;
  let worker: INestApplicationContext;
  let admin: { agent: Agent; userId: string };
  let lena: { agent: Agent; userId: string };
  const store = new EventStore();

  beforeAll(async () => {
    server = await OpenAiTestServer.start();
    testApp = await startTestApp({
      ADMIN_EMAILS: 'chefin@example.com',
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: server.url,
      OPENAI_MODEL: 'test-coach-1',
      // No analysis jobs while the tests count model requests.
      ANALYSIS_DEBOUNCE_MS: '600000',
    });
    worker = await startWorkerContext(testApp.config);
    admin = await signIn(testApp.url, 'chefin@example.com', 'Chefin');
    lena = await signIn(testApp.url, 'lena@example.com', 'Lena');
  });
  afterAll(async () => {
    await worker?.close();
    await testApp?.close();
    await server?.close();
  });

  const queue = (name: string) => new Queue(name, { connection: { url: testApp.config.redisUrl }, prefix: testApp.config.queuePrefix });

  describe('who may use them', () => {
    // Every admin route, with the parameters it needs to get past routing.
    const ROUTES: [method: 'get' | 'post' | 'delete' | 'put', path: string][] = [
      ['get', '/api/admin/events'],
      ['get', '/api/admin/event-types'],
      ['get', `/api/admin/events/${randomUUID()}`],
      ['get', '/api/admin/streams/user-x'],
      ['get', '/api/admin/users?search=lea'],
      ['get', '/api/admin/projections'],
      ['post', '/api/admin/projections/rebuild'],
      ['get', '/api/admin/projections/rebuild-preview?read_model=all'],
      ['get', '/api/admin/projections/rebuild/rebuild.x'],
      ['get', '/api/admin/job-queues'],
      ['get', '/api/admin/job-queues/health/failed'],
      ['post', '/api/admin/job-queues/health/jobs/1/retry'],
      ['delete', '/api/admin/job-queues/health/jobs/1'],
      ['get', '/api/debug/postgres?entity=User'],
      ['get', '/admin/queues'],
      ['get', '/admin/queues/queue/health'],
      ['get', '/admin/queues/static/images/logo.svg'],
      ['get', '/admin/queues/api/queues'],
      ['put', '/admin/queues/api/queues/health/retry/failed'],
    ];

    it('lists every admin route of the api here, so none is left unchecked', () => {
      const router = testApp.app.getHttpAdapter().getInstance().router as { stack: { route?: { path: string } }[] };
      const served = router.stack.map((layer) => layer.route?.path).filter((path): path is string => /^\/api\/(admin|debug)\b/.test(path ?? ''));
      expect(served.length).toBeGreaterThanOrEqual(11);
      for (const path of served) {
        const pattern = new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}(\\?|$)`);
        expect({ path, checked: ROUTES.some(([, route]) => pattern.test(route)) }).toEqual({ path, checked: true });
      }
    });

    it.each(ROUTES)('%s %s: 401 for a visitor, 403 for a plain user', async (method, path) => {
      const visitor = await request(testApp.url)[method](path);
      expect(visitor.status).toBe(401);
      expect(visitor.body).toEqual({ message: 'Nicht angemeldet', error: 'Unauthorized', code: 'request.signed_out' });
      const plain = await lena.agent[method](path);
      expect(plain.status).toBe(403);
      expect(plain.body).toEqual({ message: 'Keine Berechtigung', error: 'Forbidden', code: 'request.forbidden' });
    });

    it('lets an admin in', async () => {
      for (const path of ['/api/admin/events', '/api/admin/projections', '/api/admin/job-queues', '/admin/queues', '/admin/queues/static/images/logo.svg']) {
        expect({ path, status: (await admin.agent.get(path)).status }).toEqual({ path, status: 200 });
      }
    });

    it('serves the queue board under a policy that allows inline styles there only, and keeps scripts strict', async () => {
      const board = await admin.agent.get('/admin/queues');
      expect(board.text).toContain('<base href="/admin/queues/" />');
      const boardPolicy = board.headers['content-security-policy'] as string;
      expect(boardPolicy).toContain("style-src 'self' 'unsafe-inline'");
      expect(boardPolicy).toContain("script-src 'self';");
      const appPolicy = (await admin.agent.get('/api/auth/me')).headers['content-security-policy'] as string;
      expect(appPolicy).toContain("style-src 'self';");
      expect(appPolicy).not.toContain('unsafe-inline');
      const api = await admin.agent.get('/admin/queues/api/queues');
      expect(api.body.queues.map((entry: { name: string }) => entry.name)).toEqual(expect.arrayContaining(['coach-chat', 'read-model-rebuild']));
    });

    it('refuses the queue board’s writes from another site’s page', async () => {
      const response = await admin.agent.put('/admin/queues/api/queues/health/retry/failed').set('Sec-Fetch-Site', 'cross-site');
      expect(response.status).toBe(403);
    });
  });

  describe('event browser', () => {
    it('pages the log newest first by position, stable while events are appended', async () => {
      const user = await signIn(testApp.url, 'paging@example.com', 'Paging');
      const machine = await createMachine(user.agent, 'Kniebeuge', ['Beine']);
      for (let index = 0; index < 12; index++) await logSet(user.agent, machine.id, 60 + index, 5);

      const seen: number[] = [];
      let before: number | null = null;
      let top = 0;
      let pages = 0;
      do {
        const query: string = before === null ? '' : `&before=${before}`;
        const page = await admin.agent.get(`/api/admin/events?limit=7${query}`);
        expect(page.status).toBe(200);
        if (pages === 0) top = page.body.events[0].position;
        seen.push(...page.body.events.map((event: { position: number }) => event.position));
        before = page.body.next_before;
        pages++;
        // Someone logs a set between every two pages.
        await logSet(lena.agent, (await createMachineOnce()).id, 40, 8);
      } while (before !== null);

      const { rows } = await testApp.database.db.query<{ position: number }>('SELECT position FROM events WHERE position <= $1 ORDER BY position DESC', [top]);
      expect(seen).toEqual(rows.map((row) => row.position));
      expect(pages).toBeGreaterThan(3);
    });

    let lenasMachine: { id: string } | null = null;
    const createMachineOnce = async () => (lenasMachine ??= await createMachine(lena.agent, 'Rudern', ['Rücken']));

    it('filters by type and user, and a user’s WorkoutLogged events are theirs only', async () => {
      const user = await signIn(testApp.url, 'filter@example.com', 'Filter');
      const machine = await createMachine(user.agent, 'Bankdrücken', ['Brust']);
      const logged = [await logSet(user.agent, machine.id, 80, 5), await logSet(user.agent, machine.id, 82.5, 5)];
      const page = await admin.agent.get(`/api/admin/events?type=WorkoutLogged&user=${user.userId}`);
      expect(page.status).toBe(200);
      expect(page.body.events.map((event: { data: { entryId: string } }) => event.data.entryId)).toEqual(logged.map((entry) => entry.id).reverse());
      expect(page.body.next_before).toBeNull();

      const several = await admin.agent.get(`/api/admin/events?type=MachineCreated,WorkoutLogged&user=${user.userId}`);
      expect(several.body.events.map((event: { type: string }) => event.type)).toEqual(['WorkoutLogged', 'WorkoutLogged', 'MachineCreated']);
      const types = await admin.agent.get('/api/admin/event-types');
      expect(types.body.types).toEqual(expect.arrayContaining(['MachineCreated', 'SignedIn', 'UserRegistered', 'WorkoutLogged']));
    });

    it('filters by time, and refuses a window that ends before it starts', async () => {
      const user = await signIn(testApp.url, 'time@example.com', 'Zeit');
      const after = new Date(Date.now() + 60_000).toISOString();
      expect((await admin.agent.get(`/api/admin/events?user=${user.userId}&from=${after}`)).body.events).toEqual([]);
      const window = await admin.agent.get(`/api/admin/events?user=${user.userId}&from=2020-01-01T00:00:00Z&to=${after}`);
      expect(window.body.events.map((event: { type: string }) => event.type).sort()).toEqual(['HantelnCredited', 'SignedIn', 'UserRegistered']);
      const backwards = await admin.agent.get(`/api/admin/events?from=${after}&to=2020-01-01T00:00:00Z`);
      expect(backwards.status).toBe(400);
      expect(backwards.body.message).toBe('from muss vor to liegen.');
      for (const bad of ['before=0', 'limit=201', 'user=nope', 'type=Drop;Table', 'from=gestern']) {
        expect({ bad, status: (await admin.agent.get(`/api/admin/events?${bad}`)).status }).toEqual({ bad, status: 400 });
      }
    });

    it('opens a stream with each event’s data, request id and causation', async () => {
      const machine = await createMachine(lena.agent, 'Butterfly', ['Brust']);
      const logged = await lena.agent
        .post('/api/workouts')
        .set('X-Request-Id', 'admin-test-request-1')
        .send({ machine_id: machine.id, max_weight: 30, reps: 12, date: today() });
      expect(logged.status).toBe(201);
      await lena.agent.delete(`/api/machines/${machine.id}`).set('X-Request-Id', 'admin-test-request-2');

      const stream = await admin.agent.get(`/api/admin/streams/workout-${logged.body.id}`);
      expect(stream.status).toBe(200);
      expect(stream.body).toMatchObject({ stream_id: `workout-${logged.body.id}`, version: 2, next_after_version: null });
      const [created, deleted] = stream.body.events;
      expect(created).toMatchObject({
        stream_version: 1,
        type: 'WorkoutLogged',
        data: { entryId: logged.body.id, maxWeight: 30, reps: 12, userId: lena.userId },
        metadata: { user_id: lena.userId, request_id: 'admin-test-request-1' },
      });
      expect(deleted).toMatchObject({ type: 'WorkoutDeleted', data: { reason: 'machine_deleted' }, metadata: { request_id: 'admin-test-request-2' } });
      // The deletion was caused by the machine's: follow it.
      const cause = await admin.agent.get(`/api/admin/events/${deleted.metadata.causation_id}`);
      expect(cause.body).toMatchObject({ type: 'MachineDeleted', stream_id: `machine-${machine.id}` });

      const paged = await admin.agent.get(`/api/admin/streams/workout-${logged.body.id}?limit=1`);
      expect(paged.body.events.map((event: { type: string }) => event.type)).toEqual(['WorkoutLogged']);
      expect(paged.body.next_after_version).toBe(1);
      const rest = await admin.agent.get(`/api/admin/streams/workout-${logged.body.id}?limit=1&after_version=1`);
      expect(rest.body.events.map((event: { type: string }) => event.type)).toEqual(['WorkoutDeleted']);
      expect((await admin.agent.get('/api/admin/streams/workout-none')).status).toBe(404);
      expect((await admin.agent.get('/api/admin/events/nope')).status).toBe(404);
    });
  });

  describe('user search', () => {
    it('finds a user created after 150 others by part of the address or the name, any case', async () => {
      const before = Array.from({ length: 150 }, (_, index) => `kunde-${String(index).padStart(3, '0')}@suche.example`);
      for (const email of before) await signIn(testApp.url, email, 'Kunde');
      const late = await signIn(testApp.url, 'Spaet.Gekommen@Suche.example', 'Wilma Nachzügler');

      for (const search of ['spaet.gek', 'GEKOMMEN@suche', 'nachzüg', 'Wilma']) {
        const found = await admin.agent.get(`/api/admin/users?search=${encodeURIComponent(search)}`);
        expect({ search, status: found.status }).toEqual({ search, status: 200 });
        expect(found.body).toEqual({
          users: [{ id: late.userId, email: 'spaet.gekommen@suche.example', name: 'Wilma Nachzügler', created_date: expect.any(String) }],
          more: false,
        });
      }
    });

    it('answers at most the limit, addresses starting with the search first, and takes wildcards literally', async () => {
      const page = await admin.agent.get('/api/admin/users?search=suche.example&limit=5');
      expect(page.body.users).toHaveLength(5);
      expect(page.body.more).toBe(true);
      const byAddress = await admin.agent.get('/api/admin/users?search=kunde-14');
      expect(byAddress.body.users.map((user: { email: string }) => user.email)).toEqual(
        Array.from({ length: 10 }, (_, index) => `kunde-14${index}@suche.example`),
      );
      const prefixFirst = await admin.agent.get('/api/admin/users?search=le');
      expect(prefixFirst.body.users[0].email).toBe('lena@example.com');
      expect((await admin.agent.get('/api/admin/users?search=%25')).body.users).toEqual([]);
      expect((await admin.agent.get('/api/admin/users?search=kunde_001')).body.users).toEqual([]);
    });

    it('refuses a search too long, a limit out of range, and lets nobody but an admin search', async () => {
      for (const bad of [`search=${'a'.repeat(101)}`, 'limit=0', 'limit=51']) {
        const refused = await admin.agent.get(`/api/admin/users?${bad}`);
        expect({ bad, status: refused.status, error: refused.body.error }).toEqual({ bad, status: 400, error: 'Bad Request' });
      }
      expect((await request(testApp.url).get('/api/admin/users?search=lena')).status).toBe(401);
      expect((await lena.agent.get('/api/admin/users?search=lena')).status).toBe(403);
    });

    it('names the user of every event by address', async () => {
      const page = await admin.agent.get(`/api/admin/events?user=${lena.userId}&limit=5`);
      expect(page.body.events.length).toBeGreaterThan(0);
      for (const event of page.body.events) expect(event).toMatchObject({ user_id: lena.userId, user_email: 'lena@example.com' });
    });
  });

  describe('projections', () => {
    const rowsOf = (model: AnyReadModel) => tableRows(testApp, model.entity.options.tableName!, model.key.join(', '));

    it('shows each read model’s checkpoint, lag, rows and last rebuild', async () => {
      await rebuildStale(testApp.database.db, store, allReadModels); // as every process does at start
      // Jobs this file's lifters started may still append: ask again until the log stood still across the request.
      const headNow = () => store.headPosition(testApp.database.db);
      let before: number;
      let after: number;
      let response: request.Response;
      let tries = 0;
      do {
        before = await headNow();
        response = await admin.agent.get('/api/admin/projections');
        after = await headNow();
      } while (before !== after && ++tries < 20);
      expect(response.status).toBe(200);
      const { head, projections } = response.body;
      expect(head).toBe(after);
      expect(projections.map((projection: { name: string }) => projection.name)).toEqual(allReadModels.map((model) => model.name));
      const users = projections.find((projection: { name: string }) => projection.name === 'users');
      expect(users).toMatchObject({ table: 'users', status: 'current', checkpoint: head, lag: 0, rows_estimated: false, source: null });
      const { rows } = await testApp.database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
      expect(users.rows).toBe(rows[0]!.count);
      expect(users.last_rebuild.at).toEqual(expect.any(String));
      expect(projections.find((projection: { name: string }) => projection.name === 'dashboard-days').source).toBe('workout-entries');
    });

    it('says before a rebuild what it rebuilds and how many events of the log it reads', async () => {
      await createMachine(lena.agent, 'Dips', ['Brust']);
      const machines = await admin.agent.get('/api/admin/projections/rebuild-preview?read_model=machines');
      expect(machines.status).toBe(200);
      const counted = async (types: string[]) =>
        (await testApp.database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM events WHERE type = ANY($1::text[])', [types])).rows[0]!.count;
      const machineModel = allReadModels.find((model) => model.name === 'machines')!;
      expect(machines.body).toEqual({
        read_models: ['machines'],
        events: await counted([...eventTypesOf(machineModel)]),
        head: await store.headPosition(testApp.database.db),
      });
      expect(machines.body.events).toBeGreaterThan(0);
      expect(machines.body.events).toBeLessThan(machines.body.head);

      const all = await admin.agent.get('/api/admin/projections/rebuild-preview?read_model=all');
      expect(all.body.read_models).toEqual(allReadModels.map((model) => model.name));
      expect(all.body.events).toBeGreaterThan(machines.body.events);
      expect(all.body.events).toBeLessThanOrEqual(all.body.head);
      for (const bad of ['read_model=nope', '']) {
        expect({ bad, status: (await admin.agent.get(`/api/admin/projections/rebuild-preview?${bad}`)).status }).toEqual({ bad, status: 400 });
      }
    });

    it('marks a read model built by other rules as stale', async () => {
      await testApp.database.db.query(`UPDATE read_model_versions SET version = version - 1 WHERE name = 'machines'`);
      const { projections } = (await admin.agent.get('/api/admin/projections')).body;
      expect(projections.find((projection: { name: string }) => projection.name === 'machines')).toMatchObject({ status: 'stale' });
    });

    it('runs one rebuild at a time: a second request while one waits is a 409 naming it', async () => {
      const rebuilds = queue(QUEUES.readModelRebuild);
      await rebuilds.pause();
      try {
        const first = await admin.agent.post('/api/admin/projections/rebuild').send({ read_model: 'machines' });
        expect(first.status).toBe(202);
        expect(first.body).toMatchObject({
          state: 'waiting',
          read_models: ['machines'],
          requested_by: 'chefin@example.com',
          progress: { percent: 0, phase: 'waiting' },
        });
        const second = await admin.agent.post('/api/admin/projections/rebuild').send({ read_model: 'all' });
        expect(second.status).toBe(409);
        expect(second.body.details).toEqual({ job_id: first.body.id });
        expect((await admin.agent.get('/api/admin/projections')).body.rebuild).toMatchObject({ id: first.body.id, state: 'waiting' });
        await rebuilds.resume();
        const done = await until(
          async () => (await admin.agent.get(`/api/admin/projections/rebuild/${first.body.id}`)).body,
          (job) => job.state === 'completed' || job.state === 'failed',
        );
        expect(done).toMatchObject({ state: 'completed', progress: { percent: 100, phase: 'done', seconds_left: 0 }, error: null });
        expect(done.result.events).toBeGreaterThan(0);
      } finally {
        await rebuilds.resume();
        await rebuilds.close();
      }
      const { projections } = (await admin.agent.get('/api/admin/projections')).body;
      expect(projections.find((projection: { name: string }) => projection.name === 'machines')).toMatchObject({ status: 'current' });
      expect((await admin.agent.post('/api/admin/projections/rebuild').send({ read_model: 'nope' })).status).toBe(400);
      expect((await admin.agent.get('/api/admin/projections/rebuild/rebuild.unknown')).status).toBe(404);
    });

    it('rebuilds everything on a worker while another client logs sets: read models equal a fresh replay, no set lost', async () => {
      // Enough history that the rebuild takes a while: sets appended to the log only, as an old
      // log would hold them; the rebuild is what brings them into the read models.
      const lifter = await signIn(testApp.url, 'history@example.com', 'Historie');
      const machine = await createMachine(lifter.agent, 'Kreuzheben', ['Rücken']);
      for (let chunk = 0; chunk < 20; chunk++) {
        const appends = Array.from({ length: 1000 }, (_, index) => {
          const entryId = randomUUID();
          const day = String(1 + ((chunk * 1000 + index) % 28)).padStart(2, '0');
          return {
            streamId: `workout-${entryId}`,
            expectedVersion: 0,
            events: [
              {
                type: 'WorkoutLogged',
                data: {
                  entryId,
                  userId: lifter.userId,
                  machineId: machine.id,
                  createdBy: 'history@example.com',
                  at: new Date().toISOString(),
                  maxWeight: 100 + (index % 40),
                  reps: 1 + (index % 10),
                  date: `2025-03-${day}`,
                  notes: null,
                },
              },
            ],
          };
        });
        await store.appendToStreams(testApp.database.db, appends, { userId: lifter.userId, requestId: 'seed' });
      }

      const started = await admin.agent.post('/api/admin/projections/rebuild').send({ read_model: 'all' });
      expect(started.status).toBe(202);
      const logger = await signIn(testApp.url, 'during@example.com', 'Während');
      const bench = await createMachine(logger.agent, 'Bankdrücken', ['Brust']);
      const logged: string[] = [];
      const states = new Set<string>();
      const progress: number[] = [];
      let job = started.body;
      while (job.state !== 'completed' && job.state !== 'failed') {
        logged.push((await logSet(logger.agent, bench.id, 50 + (logged.length % 20), 5)).id);
        expect((await logger.agent.get('/api/dashboard')).status).toBe(200);
        job = (await admin.agent.get(`/api/admin/projections/rebuild/${started.body.id}`)).body;
        states.add(job.state);
        progress.push(job.progress.percent);
      }
      for (let index = 0; index < 3; index++) logged.push((await logSet(logger.agent, bench.id, 70, 3)).id);

      expect(job).toMatchObject({
        state: 'completed',
        read_models: allReadModels.map((model) => model.name),
        error: null,
        progress: { percent: 100, phase: 'done' },
      });
      expect(job.result.events).toBeGreaterThan(20_000);
      expect(job.result.events_per_second).toBeGreaterThan(0);
      // Sets went in while the rebuild ran, and its progress rose on the way.
      expect(states.has('active')).toBe(true);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));

      const entries = (await logger.agent.get('/api/workouts')).body as { id: string }[];
      expect(entries.map((entry) => entry.id).sort()).toEqual([...logged].sort());
      expect((await lifter.agent.get('/api/dashboard?period=all')).body.totals.workouts).toBe(20_000);
      for (const model of allReadModels) {
        const live = await rowsOf(model);
        await rebuildReadModels(testApp.database.db, store, [model]);
        expect({ model: model.name, rows: await rowsOf(model) }).toEqual({ model: model.name, rows: live });
      }
    });
  });

  describe('queues', () => {
    const categorisationRequests = (name: string) => server.requests.filter((entry) => JSON.stringify(entry.body.messages).includes(name)).length;

    it('shows a failed job with its error; a retry runs it once, a second retry of the same failure is refused', async () => {
      let failing = true;
      server.respondWith(() => (failing ? { status: 500, error: { message: 'Der Testserver ist überlastet' } } : { content: 'Rücken' }));
      const machine = await createMachine(lena.agent, 'Latzug eng');
      const jobId = `categorise.${machine.id}`;
      const failed = await until(
        async () => (await admin.agent.get('/api/admin/job-queues/categorisation/failed')).body,
        (body) => body.jobs.some((job: { id: string }) => job.id === jobId),
      );
      const job = failed.jobs.find((entry: { id: string }) => entry.id === jobId);
      expect(job).toMatchObject({ queue: 'categorisation', name: 'categorise-machine', attempts_made: 3, data: { machineId: machine.id } });
      expect(job.error).toContain('500');
      expect(job.stacktrace).toEqual(expect.any(String));
      expect(categorisationRequests('Latzug eng')).toBe(3);
      const counts = (await admin.agent.get('/api/admin/job-queues')).body.queues.find((entry: { name: string }) => entry.name === 'categorisation');
      expect(counts.failed).toBeGreaterThanOrEqual(1);

      failing = false;
      const retries = await Promise.all([1, 2].map(() => admin.agent.post(`/api/admin/job-queues/categorisation/jobs/${jobId}/retry`)));
      expect(retries.map((response) => response.status).sort()).toEqual([200, 409]);
      await until(
        async () => (await lena.agent.get(`/api/machines/${machine.id}`)).body,
        (body) => body.categories.length > 0,
      );
      expect((await lena.agent.get(`/api/machines/${machine.id}`)).body.categories).toEqual(['Rücken']);
      expect(categorisationRequests('Latzug eng')).toBe(4);
      const { rows } = await testApp.database.db.query(`SELECT 1 FROM events WHERE type = 'MachineCategorised' AND stream_id = $1`, [`machine-${machine.id}`]);
      expect(rows).toHaveLength(1);
      expect((await admin.agent.post(`/api/admin/job-queues/categorisation/jobs/${jobId}/retry`)).status).toBe(409);
    });

    it('removes a failed job, and only a failed one', async () => {
      server.respondWith(() => ({ status: 500, error: { message: 'Der Testserver ist überlastet' } }));
      const machine = await createMachine(lena.agent, 'Beinpresse schräg');
      const jobId = `categorise.${machine.id}`;
      await until(
        async () => (await admin.agent.get('/api/admin/job-queues/categorisation/failed')).body,
        (body) => body.jobs.some((job: { id: string }) => job.id === jobId),
      );
      expect((await admin.agent.delete(`/api/admin/job-queues/categorisation/jobs/${jobId}`)).status).toBe(204);
      const after = (await admin.agent.get('/api/admin/job-queues/categorisation/failed')).body;
      expect(after.jobs.map((job: { id: string }) => job.id)).not.toContain(jobId);
      expect((await admin.agent.delete(`/api/admin/job-queues/categorisation/jobs/${jobId}`)).status).toBe(404);
      expect((await admin.agent.get('/api/admin/job-queues/nope/failed')).status).toBe(404);
      server.reset();
    });
  });

  describe('debug probe', () => {
    it('answers the spec’s shape: the entity’s rows, how many, the limit and the sort', async () => {
      const response = await admin.agent.get('/api/debug/postgres?entity=User&limit=2');
      expect(response.status).toBe(200);
      const { rows } = await testApp.database.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
      expect(response.body).toMatchObject({ count: rows[0]!.count, limit: 2, sort: '-created_date', error: null });
      expect(response.body.data).toHaveLength(2);
      expect(response.body.data[0]).toMatchObject({ id: expect.any(String), email: expect.any(String), role: expect.any(String) });

      const sorted = await admin.agent.get('/api/debug/postgres?entity=User&sort=email&limit=100');
      const emails = sorted.body.data.map((user: { email: string }) => user.email);
      expect(emails).toEqual([...emails].sort());
      expect(sorted.body.sort).toBe('email');
    });

    it('answers a probe it cannot run in the same shape, with the error', async () => {
      const unknownEntity = await admin.agent.get('/api/debug/postgres?entity=Nope');
      expect(unknownEntity.status).toBe(400);
      expect(unknownEntity.body).toMatchObject({ data: [], count: 0, limit: 50, error: expect.stringContaining('Unbekannte Entität "Nope"') });
      const unknownProvider = await admin.agent.get('/api/debug/mongo?entity=User');
      expect(unknownProvider.status).toBe(404);
      expect(unknownProvider.body.error).toBe('Unbekannter Anbieter "mongo". Bekannt: postgres.');
      expect(unknownProvider.body.code).toBe('admin.probe_unknown_provider');
      for (const bad of ['entity=User&limit=0', 'entity=User&limit=abc', 'entity=User&sort=password', 'limit=5']) {
        const response = await admin.agent.get(`/api/debug/postgres?${bad}`);
        const shape = Object.keys(response.body).filter((key) => key !== 'params');
        expect({ bad, status: response.status, shape: shape.sort() }).toEqual({
          bad,
          status: 400,
          shape: ['code', 'count', 'data', 'error', 'limit', 'message', 'sort'],
        });
      }
    });
  });
});
