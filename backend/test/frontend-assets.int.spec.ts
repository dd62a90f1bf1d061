import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import request from 'supertest';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

describe('the api serves the built frontend', () => {
  let testApp: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'hw-dist-'));

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3,"sources":["geheim.ts"]}');
    writeFileSync(join(dist, 'main.css.map'), '{"version":3}');
    const script = 'console.log("vorkomprimiert");'.repeat(100);
    writeFileSync(join(dist, 'assets', 'main-def456.js'), script);
    writeFileSync(join(dist, 'assets', 'main-def456.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'main-def456.js.gz'), gzipSync(script));
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    testApp = await startTestApp({ FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/Dashboard', '/AddWorkout', '/auth/debug', '/irgendwas/tief/verschachtelt'])('answers %s with the app (history fallback)', async (path) => {
    const response = await request(testApp.url).get(path);
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets as immutable, and a missing asset as 404 instead of the app', async () => {
    const asset = await request(testApp.url).get('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await request(testApp.url).get('/assets/missing.js')).status).toBe(404);
  });

  it('serves no source map, not even one the dist holds: 404, not the map and not the app', async () => {
    for (const path of ['/assets/app-abc123.js.map', '/main.css.map', '/assets/missing.js.map']) {
      const response = await request(testApp.url).get(path);
      expect({ path, status: response.status, text: response.text }).toEqual({ path, status: 404, text: '' });
    }
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the precompressed asset for Accept-Encoding %s, with Content-Encoding and Vary', async (accepted, encoding) => {
    const response = await request(testApp.url).get('/assets/main-def456.js').set('Accept-Encoding', accepted);
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.text).toContain('vorkomprimiert');
  });

  it('sends the plain asset to a client that takes no compression', async () => {
    const response = await request(testApp.url).get('/assets/main-def456.js').set('Accept-Encoding', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toContain('vorkomprimiert');
  });

  it('has the service worker revalidated on every visit', async () => {
    const response = await request(testApp.url).get('/sw.js');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers', async () => {
    const response = await request(testApp.url)
      .get('/api/unknown/' + 'x'.repeat(2000))
      .set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('never answers /api paths with the app', async () => {
    const response = await request(testApp.url).get('/api/unknown');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Cannot GET /api/unknown', error: 'Not Found', code: 'request.not_found' });
  });
});
