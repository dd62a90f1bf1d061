import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const cli = fileURLToPath(new URL('../dist/replay.cli.js', import.meta.url));

describe('npm run replay (the built CLI)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
    for (const email of ['a@example.com', 'b@example.com']) {
      const agent = request.agent(testApp.url);
      await agent.post('/api/auth/dev-login').send({ email, name: 'Replay' });
      await agent.put('/api/auth/update').send({ display_name: `Anzeige ${email}` });
    }
  });
  afterAll(() => testApp.close());

  const runCli = (...args: string[]) =>
    spawnSync(process.execPath, [cli, ...args], { env: { ...process.env, DATABASE_URL: testApp.database.url }, encoding: 'utf8' });

  it('rebuilds every read model to the same rows the app wrote inline', async () => {
    const before = (await testApp.database.db.query('SELECT * FROM users ORDER BY email')).rows;
    await testApp.database.db.query("UPDATE users SET display_name = 'kaputt', hantel_currency = 0");
    const result = runCli('all');
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^users, machines, .*: \d+ events replayed/m);
    expect((await testApp.database.db.query('SELECT * FROM users ORDER BY email')).rows).toEqual(before);
  });

  it('refuses an unknown read model with usage and exit code 2', () => {
    const result = runCli('nope');
    expect(result.status).toBe(2);
    // Every registered read model is offered, users first, then `all`.
    expect(result.stderr).toMatch(/Usage: npm run replay -- <users(\|[a-z-]+)*\|all>/);
  });
});
