import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import { signIn } from './support/training.js';

describe('security headers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'hw-dist-'));
  let plain: TestApp;
  let https: TestApp;

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    [plain, https] = await Promise.all([
      startTestApp({ FRONTEND_DIST: dist }),
      startTestApp({ FRONTEND_DIST: dist, PUBLIC_URL: 'https://localhost:8443', DEV_LOGIN: '' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([plain?.close(), https?.close()]);
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/Dashboard', '/api/auth/providers', '/api/unknown'])('sends a strict policy with %s', async (path) => {
    const { headers } = await request(plain.url).get(path);
    const policy = Object.fromEntries(
      headers['content-security-policy']
        .split(';')
        .map((directive: string) => directive.trim().split(/\s+/))
        .map(([name, ...values]: string[]) => [name, values]),
    );
    expect(policy).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('asks for https only where the app is reached over https', async () => {
    const { headers } = await request(https.url).get('/');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('state-changing requests from other sites', () => {
  let testApp: TestApp;
  let victims = 0;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['a page of another site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'Sec-Fetch-Site': 'same-site' }],
    ['a sandboxed frame', { Origin: 'null' }],
  ])('are refused with 403 when sent from %s, and change nothing', async (_, headers) => {
    const { agent } = await signIn(testApp, `victim-${++victims}@example.com`);
    const created = await agent.post('/api/machines').set(headers).send({ name: 'Beinpresse' });
    expect(created.status).toBe(403);
    expect(created.body).toEqual({ message: 'Anfragen von fremden Seiten werden abgelehnt.', error: 'Forbidden', code: 'request.cross_site' });
    expect((await agent.post('/api/auth/logout').set(headers)).status).toBe(403);

    const machines = await agent.get('/api/machines').set(headers);
    expect(machines.status).toBe(200);
    expect(machines.body).toEqual([]);
  });

  it('are accepted from the app itself, by origin or by what the browser says', async () => {
    const { agent } = await signIn(testApp, 'own@example.com');
    expect((await agent.post('/api/machines').set('Origin', testApp.url).send({ name: 'Beinpresse' })).status).toBe(201);
    expect((await agent.post('/api/machines').set('Sec-Fetch-Site', 'same-origin').send({ name: 'Rudern' })).status).toBe(201);
    // the Vite dev server's proxy passes the browser's own origin on, and the browser calls it same-origin
    expect((await agent.post('/api/machines').set({ 'Sec-Fetch-Site': 'same-origin', Origin: 'http://localhost:5173' }).send({ name: 'Dips' })).status).toBe(
      201,
    );
    expect((await agent.get('/api/machines')).body).toHaveLength(3);
  });
});
