import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';
import { createMachine, logSet, signIn } from './support/training.js';
import type { SignedIn } from './support/training.js';

/**
 * Issue 47, "a shared phone": a user's answers are kept by no cache between the api and the browser
 * nor by the browser itself, and whatever keys them keys them by the session cookie; a route that
 * sets its own Cache-Control keeps it.
 */
describe('the caching headers of personal answers', () => {
  let testApp: TestApp;
  let uploadDir: string;
  let dist: string;
  let lena: SignedIn;

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'hw-personal-answers-'));
    dist = await mkdtemp(join(tmpdir(), 'hw-personal-answers-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(dist, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    testApp = await startTestApp({ UPLOAD_DIR: uploadDir, FRONTEND_DIST: dist });
    lena = await signIn(testApp, 'lena-cache@example.com');
    const machine = await createMachine(lena.agent, 'Beinpresse');
    await logSet(lena.agent, machine.id, { max_weight: 100, reps: 8, notes: 'Knie gut' });
  });
  afterAll(async () => {
    await testApp?.close();
    await Promise.all([rm(uploadDir, { recursive: true, force: true }), rm(dist, { recursive: true, force: true })]);
  });

  const isPersonal = (headers: Record<string, string>) => {
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['vary']).toMatch(/(^|,\s*)Cookie(\s*,|$)/i);
  };

  it.each(['/api/auth/me', '/api/machines', '/api/workouts', '/api/dashboard?period=30d&category=Alle', '/api/training-plans', '/api/training-plan-relations'])(
    'sends %s as private, never stored, varying by the cookie',
    async (path) => {
      const response = await lena.agent.get(path);
      expect(response.status).toBe(200);
      isPersonal(response.headers);
    },
  );

  it('says the same on a write and on the 401 of a signed-out request', async () => {
    const written = await lena.agent.post('/api/machines').send({ name: 'Rudern' });
    expect(written.status).toBe(201);
    isPersonal(written.headers);
    const signedOut = await request(testApp.url).get('/api/machines');
    expect(signedOut.status).toBe(401);
    isPersonal(signedOut.headers);
  });

  it('leaves a route its own Cache-Control: an uploaded file, the shop’s items', async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#d04020' } })
      .png()
      .toBuffer();
    const sent = await lena.agent.post('/api/integrations/upload').attach('file', image, { filename: 'bild.png', contentType: 'image/png' });
    expect(sent.status).toBe(201);
    const file = await lena.agent.get(sent.body.file_url);
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('private, max-age=31536000, immutable');

    const items = await lena.agent.get('/api/shop-items');
    expect(items.status).toBe(200);
    expect(items.headers['cache-control']).toBe('private, max-age=60');
  });

  it('leaves the frontend outside /api as it was', async () => {
    const asset = await lena.agent.get('/assets/app-1a2b3c.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await lena.agent.get('/Dashboard');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
