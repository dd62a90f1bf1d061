import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApiApp } from '../src/app/create-api-app.js';
import { loadConfig } from '../src/config/app-config.js';
import { createTestDatabase, type TestDatabase } from './support/test-database.js';
import { testEnv } from './support/test-app.js';

const SHARED = { SESSION_SECRET: 's'.repeat(40), ADMIN_EMAILS: 'chefin@example.com' };

async function listen(database: TestDatabase, environment: NodeJS.ProcessEnv): Promise<{ app: NestExpressApplication; url: string }> {
  const app = await createApiApp(loadConfig(testEnv(database, { ...SHARED, ...environment })));
  await app.listen(0, '127.0.0.1');
  return { app, url: `http://127.0.0.1:${(app.getHttpServer().address() as { port: number }).port}` };
}

/**
 * The OpenAPI document and Swagger UI at /api/docs: open outside production, for admins only in
 * production. Users sign in on a development api; the production api beside it, on the same
 * database and session secret, knows their sessions (it has no dev sign-in of its own).
 */
describe('GET /api/docs', () => {
  let database: TestDatabase;
  let development: { app: NestExpressApplication; url: string };
  let production: { app: NestExpressApplication; url: string };

  beforeAll(async () => {
    database = await createTestDatabase();
    development = await listen(database, {});
    production = await listen(database, { NODE_ENV: 'production', DEV_LOGIN: '' });
  });
  afterAll(async () => {
    await development?.app.close();
    await production?.app.close();
    await database?.drop();
  });

  it('serves the OpenAPI document and Swagger UI to anyone in development', async () => {
    const document = await request(development.url).get('/api/docs/json');
    expect(document.status).toBe(200);
    expect(document.body.openapi).toMatch(/^3\./);
    expect(document.body.paths['/api/machines'].post.responses['201'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/CreatedMachine',
    });
    const ui = await request(development.url).get('/api/docs');
    expect(ui.status).toBe(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('answers a visitor in production 401 and a user who is not an admin 403, as JSON', async () => {
    expect((await request(production.url).get('/api/docs/json')).status).toBe(401);
    const cookie = await sessionOf(development.url, 'lena@example.com');
    for (const path of ['/api/docs', '/api/docs/json']) {
      const refused = await request(production.url).get(path).set('Cookie', cookie);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ message: 'Keine Berechtigung', error: 'Forbidden' });
    }
  });

  it('serves the document to an admin in production', async () => {
    const cookie = await sessionOf(development.url, 'chefin@example.com');
    const document = await request(production.url).get('/api/docs/json').set('Cookie', cookie);
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toContain('/api/dashboard');
    expect((await request(production.url).get('/api/docs').set('Cookie', cookie)).status).toBe(200);
  });
});

/** Signs in with the development sign-in and answers the session cookie. */
async function sessionOf(url: string, email: string): Promise<string> {
  const response = await request(url).post('/api/auth/dev-login').send({ email, name: 'Testerin' });
  expect(response.status).toBe(201);
  return (response.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
}
