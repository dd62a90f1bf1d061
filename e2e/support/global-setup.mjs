import { bootBuiltApp } from './boot-app.mjs';

/** One app boot for every browser test; the tests read E2E_BASE_URL. */
export default async function globalSetup() {
  const app = await bootBuiltApp({ prefix: 'hw_e2e' });
  process.env.E2E_BASE_URL = app.baseUrl;
  globalThis.__E2E_APP__ = app;
}
