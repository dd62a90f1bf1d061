import { restoreCaches, stubCaches } from '../test/cache-stub';
import { jsonResponse, restoreFetch, stubFetch, textResponse } from '../test/fetch-stub';
import { api, ApiError, observeRequests } from './api-client';

afterEach(restoreFetch);

async function errorFor(response: ReturnType<typeof textResponse>): Promise<ApiError> {
  stubFetch(() => response);
  try {
    await api.get('/api/machines');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('api client requests', () => {
  it('sends the session cookie and a JSON content type, with a JSON body', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, { id: 'm1' }));

    const result = await api.post('/api/machines', { body: { name: 'Bankdrücken' } });

    expect(result).toEqual({ id: 'm1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/machines');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"name":"Bankdrücken"}' });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('also sends credentials and the content type on GET', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, []));
    await api.get('/api/machines');
    const init = fetchMock.mock.calls[0]![1];
    expect(init).toMatchObject({ method: 'GET', credentials: 'include', body: undefined });
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('gives every write an Idempotency-Key, the one passed or a fresh one, and no read', async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    await api.post('/api/machines', { body: { name: 'Bankdrücken' }, idempotencyKey: 'satz-1' });
    await api.put('/api/workouts/{id}', { path: { id: '1' }, body: {} });
    await api.delete('/api/workouts/{id}', { path: { id: '1' } });
    await api.get('/api/workouts');
    const keys = fetchMock.mock.calls.map(([, init]) => (init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toBe('satz-1');
    expect(keys[1]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBeUndefined();
  });

  it("fills the contract's {placeholders}, encoded, and puts the given query after the path", async () => {
    const fetchMock = stubFetch(() => jsonResponse(200, {}));
    await api.get('/api/admin/job-queues/{queue}/failed', { path: { queue: 'ai jobs/1' }, query: { start: undefined, limit: 20 } });
    await api.get('/api/exercises', { query: { search: 'Bank drücken' } });
    await api.get('/api/exercises', { query: {} });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/job-queues/ai%20jobs%2F1/failed?limit=20',
      '/api/exercises?search=Bank+dr%C3%BCcken',
      '/api/exercises',
    ]);
  });

  it('returns undefined for 204 No Content', async () => {
    stubFetch(() => jsonResponse(204));
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});

describe('api client error rule (spec §8)', () => {
  it("uses the server's message", async () => {
    const error = await errorFor(jsonResponse(400, { message: 'Name fehlt', error: 'Bad Request' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe('Name fehlt');
  });

  it('falls back to the error field', async () => {
    const error = await errorFor(jsonResponse(402, { error: 'Insufficient funds' }));
    expect(error.message).toBe('Insufficient funds');
  });

  it('falls back to "HTTP {status}" when the body says nothing', async () => {
    expect((await errorFor(jsonResponse(500, {}))).message).toBe('HTTP 500');
    expect((await errorFor(textResponse(502, ''))).message).toBe('HTTP 502');
  });

  it('appends string details after a blank line', async () => {
    const error = await errorFor(jsonResponse(422, { message: 'Ungültig', details: 'reps muss ≥ 1 sein' }));
    expect(error.message).toBe('Ungültig\n\nreps muss ≥ 1 sein');
    expect(error.details).toBe('reps muss ≥ 1 sein');
  });

  it('appends other details as JSON', async () => {
    const details = { field: 'reps', min: 1 };
    const error = await errorFor(jsonResponse(422, { error: 'Validation failed', details }));
    expect(error.message).toBe('Validation failed\n\n{"field":"reps","min":1}');
    expect(error.details).toEqual(details);
  });

  it('uses a plain-text body as the message', async () => {
    const error = await errorFor(textResponse(503, 'Service Unavailable'));
    expect(error.status).toBe(503);
    expect(error.message).toBe('Service Unavailable');
  });
});

describe('watching requests', () => {
  it('tells an observer each request’s method, path, status and body, failures too, until it stops watching', async () => {
    const records: unknown[] = [];
    const stop = observeRequests((record) => records.push({ ...record, milliseconds: typeof record.milliseconds }));
    stubFetch(() => jsonResponse(200, { id: 'm1' }));
    await api.post('/api/machines', { body: { name: 'Bankdrücken' } });
    stubFetch(() => jsonResponse(403, { message: 'Keine Berechtigung', error: 'Forbidden' }));
    await expect(api.get('/api/admin/events')).rejects.toThrow('Keine Berechtigung');
    stop();
    await expect(api.get('/api/admin/events')).rejects.toThrow();
    expect(records).toEqual([
      { method: 'POST', path: '/api/machines', status: 200, milliseconds: 'number', body: { id: 'm1' } },
      { method: 'GET', path: '/api/admin/events', status: 403, milliseconds: 'number', body: { message: 'Keine Berechtigung', error: 'Forbidden' } },
    ]);
  });
});

describe('a session that ended', () => {
  afterEach(() => {
    restoreCaches();
    localStorage.clear();
  });

  it('drops what the service worker kept of it at any 401, before the error reaches the app', async () => {
    const deleted = stubCaches();
    stubFetch(() => jsonResponse(401, { code: 'request.signed_out' }));
    await expect(api.get('/api/machines')).rejects.toMatchObject({ status: 401 });
    expect(deleted).toHaveBeenCalledWith('hantelwerk-api');
  });

  it('keeps it on any other refusal', async () => {
    const deleted = stubCaches();
    stubFetch(() => jsonResponse(403, { message: 'Keine Berechtigung', error: 'Forbidden' }));
    await expect(api.get('/api/admin/events')).rejects.toMatchObject({ status: 403 });
    expect(deleted).not.toHaveBeenCalled();
  });
});
