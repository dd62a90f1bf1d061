import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DRAWN_AT_ONCE } from '../src/app/first-screen.js';
import { logSet, signIn, type Agent } from './support/coach-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

/**
 * The api draws a signed-in lifter's dashboard into index.html (src/app/first-screen.ts) through
 * frontend/dist-server's renderFirstScreen; here a stand-in renderer that prints what it was given.
 */
const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <link rel="preload" href="/api/auth/me" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/api/dashboard?period=30d&amp;category=Alle" as="fetch" crossorigin="use-credentials" />
    <link rel="stylesheet" href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"><!--first-screen--><p class="boot__text">Hantelwerk wird geladen…</p><!--/first-screen--></div>
  </body>
</html>`;
// Holds each drawing a moment, as a real render holds the process, and counts the drawings under way.
const RENDERER = `let drawing = 0;
export async function renderFirstScreen(path, user, dashboard) {
  drawing++;
  globalThis.firstScreensAtOnce = Math.max(globalThis.firstScreensAtOnce ?? 0, drawing);
  await new Promise((resolve) => setTimeout(resolve, 200));
  drawing--;
  return '<p class="drawn">' + path + ' ' + user.id + ' ' + dashboard.period + ' ' + dashboard.machines.length + '</p>';
}`;
/** What a request with a cookie gets when nothing is drawn after all: the head went out before the reads, without the preloads. */
const UNDRAWN = INDEX_HTML.replace(/ *<link rel="preload" href="\/api\/[^>]*>\n/g, '');
const DATA = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s;

describe('the first screen drawn into index.html', () => {
  let testApp: TestApp;
  const base = mkdtempSync(join(tmpdir(), 'hw-first-screen-'));

  beforeAll(async () => {
    mkdirSync(join(base, 'dist'));
    mkdirSync(join(base, 'dist-server'));
    writeFileSync(join(base, 'dist', 'index.html'), INDEX_HTML);
    writeFileSync(join(base, 'dist-server', 'entry-server.js'), RENDERER);
    // A wait no machine's load reaches, so that "every one drawn" tests the turns, not the machine's speed.
    testApp = await startTestApp({ FRONTEND_DIST: join(base, 'dist'), FIRST_SCREEN_WAIT_MS: '60000' });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(base, { recursive: true, force: true });
  });

  async function onboarded(email: string, name = 'Lea'): Promise<{ agent: Agent; userId: string }> {
    const lifter = await signIn(testApp.url, email, name);
    expect((await lifter.agent.put('/api/auth/update').send({ onboarding_completed: true })).status).toBe(200);
    return lifter;
  }

  it.each(['/', '/Dashboard'])('answers %s for a signed-in lifter with their own dashboard drawn and its data, without the preloads', async (path) => {
    const lea = await onboarded(`lea-${path.length}@example.com`);
    const ben = await onboarded(`ben-${path.length}@example.com`, 'Ben');
    await ben.agent.post('/api/machines').send({ name: 'Bankdrücken', categories: ['Brust'] });
    for (const { agent, userId, machines } of [
      { ...lea, machines: 0 },
      { ...ben, machines: 1 },
    ]) {
      const response = await agent.get(path);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['vary']).toMatch(/Cookie/);
      expect(response.text).toContain(`<div id="root"><p class="drawn">${path} ${userId} 30d ${machines}</p></div>`);
      expect(response.text).not.toContain('boot__text');
      expect(response.text).not.toContain('href="/api/');
      expect(response.text).toContain('<link rel="stylesheet" href="/assets/index-abc.css">');
      const data = JSON.parse(DATA.exec(response.text)![1]) as { user: { id: string }; dashboard: { machines: unknown[] } };
      expect(data.user.id).toBe(userId);
      expect(data.dashboard.machines).toHaveLength(machines);
      // Nobody else's data in it.
      const other = userId === lea.userId ? ben.userId : lea.userId;
      expect(response.text).not.toContain(other);
    }
  });

  it("draws from exactly what the api answers the lifter's own reads", async () => {
    const { agent } = await onboarded('same@example.com');
    const machine = (await agent.post('/api/machines').send({ name: 'Kniebeuge', categories: ['Beine'] })).body as { id: string };
    await logSet(agent, machine.id, 80, 5);
    // The page is the one request the api serves for it: the reads are made in its own process.
    const served: string[] = [];
    const count = (req: { url?: string }) => served.push(req.url ?? '');
    const server = testApp.app.getHttpServer();
    server.on('request', count);
    const page = await agent.get('/Dashboard');
    server.off('request', count);
    expect(served).toEqual(['/Dashboard']);
    const drawn = JSON.parse(DATA.exec(page.text)![1]) as unknown;
    const [me, dashboard] = await Promise.all([agent.get('/api/auth/me'), agent.get('/api/dashboard?period=30d&category=Alle')]);
    // Key for key in the same order, as the browser's own reads would have brought them.
    expect(JSON.stringify(drawn)).toBe(JSON.stringify({ user: me.body as unknown, dashboard: dashboard.body as unknown }));
  });

  it('sends a visitor without a session index.html as it is, and one with an ended session no data', async () => {
    const signedOut = await request(testApp.url).get('/Dashboard');
    expect(signedOut.status).toBe(200);
    expect(signedOut.headers['cache-control']).toBe('no-cache');
    expect(signedOut.text).toBe(INDEX_HTML);
    const ended = await request(testApp.url).get('/Dashboard').set('Cookie', 'hantelwerk.sid=s%3Aunbekannt.abc');
    expect(ended.status).toBe(200);
    expect(ended.text).toBe(UNDRAWN);
  });

  it('draws nothing before the onboarding, on other pages or with filters in the address', async () => {
    const fresh = await signIn(testApp.url, 'neu@example.com');
    expect((await fresh.agent.get('/Dashboard')).text).toBe(UNDRAWN);
    const lea = await onboarded('lea-pages@example.com');
    for (const path of ['/AddWorkout', '/Profile', '/Dashboard?period=7d', '/?category=Brust']) {
      expect({ path, text: (await lea.agent.get(path)).text }).toEqual({ path, text: INDEX_HTML });
    }
  });

  it('draws a crowd of pages a few at a time, every one of them', async () => {
    const { agent } = await onboarded('crowd@example.com');
    const atOnce = globalThis as { firstScreensAtOnce?: number };
    atOnce.firstScreensAtOnce = 0;
    const pages = await Promise.all(Array.from({ length: DRAWN_AT_ONCE * 8 }, () => agent.get('/Dashboard')));
    expect(pages.filter((page) => !DATA.test(page.text))).toHaveLength(0);
    expect(atOnce.firstScreensAtOnce).toBeGreaterThan(0);
    expect(atOnce.firstScreensAtOnce).toBeLessThanOrEqual(DRAWN_AT_ONCE);
  });

  it('writes the data so that no text of the lifter can end the script it is in', async () => {
    const { agent } = await onboarded('script@example.com', 'Lea </script><script>alert(1)</script>');
    const response = await agent.get('/Dashboard');
    const data = DATA.exec(response.text)![1];
    expect(data).not.toContain('<');
    expect((JSON.parse(data) as { user: { full_name: string } }).user.full_name).toBe('Lea </script><script>alert(1)</script>');
  });
});
