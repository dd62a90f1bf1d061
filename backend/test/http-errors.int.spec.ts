import request from 'supertest';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import { addDays } from '../src/modules/workouts/rules/calendar.js';
import { createMachine, signIn, today } from './support/training.js';

describe('HTTP error shape and request ids', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it('answers malformed JSON with 400 JSON, not a stack trace', async () => {
    const response = await request(testApp.url).post('/api/auth/dev-login').set('Content-Type', 'application/json').send('{"email": ');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Der Inhalt der Anfrage ist kein gültiges JSON.', error: 'Bad Request', code: 'request.invalid_json' });
  });

  it('gives a refused set a stable code beside the German message, per field in the details too', async () => {
    const lena = await signIn(testApp, 'codes@example.com', 'Lena');
    const bench = await createMachine(lena.agent, 'Bankdrücken');
    const set = { machine_id: bench.id, max_weight: 80, reps: 8, date: today() };

    const badReps = await lena.agent.post('/api/workouts').send({ ...set, reps: 0 });
    expect(badReps.status).toBe(400);
    expect(badReps.body).toEqual({
      message: 'Ungültige Eingabe bei "reps": Die Wiederholungen müssen eine ganze Zahl zwischen 1 und 1000 sein.',
      error: 'Bad Request',
      code: 'set.reps',
      details: [{ field: 'reps', problems: ['Die Wiederholungen müssen eine ganze Zahl zwischen 1 und 1000 sein.'], codes: ['set.reps'] }],
      params: { property: 'reps' },
    });

    // Refused by the decider (it knows the clock), not the DTO: the same shape.
    const ahead = await lena.agent.post('/api/workouts').send({ ...set, date: addDays(today(), 2) });
    expect(ahead.status).toBe(400);
    expect(ahead.body).toEqual({
      message: 'Das Datum darf höchstens einen Tag in der Zukunft liegen.',
      error: 'Bad Request',
      code: 'set.date_in_future',
      details: [{ field: 'date', problems: ['Das Datum darf höchstens einen Tag in der Zukunft liegen.'], codes: ['set.date_in_future'] }],
    });
  });

  it('gives the refusals of the HTTP layer their codes: signed out, unknown route, unknown parameter', async () => {
    expect((await request(testApp.url).get('/api/workouts')).body).toMatchObject({ code: 'request.signed_out', message: 'Nicht angemeldet' });
    expect((await request(testApp.url).get('/api/nowhere')).body).toMatchObject({ code: 'request.not_found', error: 'Not Found' });
    const { agent } = await signIn(testApp, 'params@example.com', 'Max');
    expect((await agent.get('/api/workouts?sort=date')).body).toEqual({
      message: 'Unbekannter Parameter "sort". Erlaubt: filter, limit, before.',
      error: 'Bad Request',
      code: 'request.unknown_param',
      details: [{ field: 'sort', problems: ['Unbekannter Parameter "sort". Erlaubt: filter, limit, before.'], codes: ['request.unknown_param'] }],
      params: { param: 'sort', allowed: 'filter, limit, before' },
    });
  });

  it("words a constraint without a code of its own in German, coded by class-validator's constraint name", async () => {
    const { agent } = await signIn(testApp, 'constraints@example.com', 'Max');
    const refused = await agent.put('/api/auth/update').send({ display_name: 'x'.repeat(81) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'Ungültige Eingabe bei "display_name": display_name ist zu lang.',
      code: 'validation.max_length',
      params: { property: 'display_name' },
    });
  });

  it('answers an oversized body with 413 JSON', async () => {
    const response = await request(testApp.url)
      .post('/api/auth/dev-login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.de', name: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('Payload Too Large');
  });

  it('refuses a NUL character anywhere in a request with 400 JSON, and stores nothing of it', async () => {
    const agent = request.agent(testApp.url);
    await agent.post('/api/auth/dev-login').send({ email: 'nul@example.com', name: 'N' });
    const refused = (response: request.Response) => {
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ message: 'Die Anfrage enthält ein ungültiges Zeichen (U+0000).', error: 'Bad Request', code: 'request.nul_character' });
    };
    refused(await agent.post('/api/machines').send({ name: 'Bank\u0000drücken' }));
    refused(await agent.post('/api/machines').send({ name: 'Bankdrücken', categories: ['Brust'], nested: { 'k\u0000': 1 } }));
    refused(await agent.put('/api/auth/update').send({ display_name: ['\u0000'] }));
    refused(await agent.get('/api/dashboard?category=Brust%00'));
    expect((await agent.get('/api/machines')).body).toEqual([]);
  });

  it('answers unknown /api paths with 404 JSON', async () => {
    const response = await request(testApp.url).get('/api/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Cannot GET /api/does-not-exist', error: 'Not Found', code: 'request.not_found' });
  });

  it('validates dev-login input with details per field', async () => {
    const response = await request(testApp.url).post('/api/auth/dev-login').send({ email: 'not-an-address', name: '' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Ungültige Eingabe bei "email": Bitte gib eine gültige E-Mail-Adresse ein.');
    expect(response.body.details.map((detail: { field: string }) => detail.field)).toEqual(['email', 'name']);
  });

  it('gives every response a request id, and keeps a sane one the caller sent', async () => {
    const generated = await request(testApp.url).get('/api/auth/providers');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const echoed = await request(testApp.url).get('/api/auth/providers').set('X-Request-Id', 'trace-123');
    expect(echoed.headers['x-request-id']).toBe('trace-123');
    const replaced = await request(testApp.url).get('/api/auth/providers').set('X-Request-Id', 'bad id with spaces');
    expect(replaced.headers['x-request-id']).not.toBe('bad id with spaces');
  });

  it('answers an unknown server function with 400, and requires a session for any', async () => {
    expect((await request(testApp.url).post('/api/functions/invoke').send({ functionName: 'calculateStreak' })).status).toBe(401);
    const agent = request.agent(testApp.url);
    await agent.post('/api/auth/dev-login').send({ email: 'functions@example.com', name: 'F' });
    const unknown = await agent.post('/api/functions/invoke').send({ functionName: 'mineBitcoin', params: {} });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unbekannte Funktion: mineBitcoin');
    const malformed = await agent.post('/api/functions/invoke').send({ params: {} });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details[0].field).toBe('functionName');
  });

  it('reports health: live without asking anything, ready when database and Redis answer', async () => {
    expect((await request(testApp.url).get('/api/health/live')).body).toEqual({ status: 'ok' });
    const response = await request(testApp.url).get('/api/health/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok', redis: 'ok' });
  });
});
