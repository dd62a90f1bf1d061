import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootBuiltApp } from './boot-app.mjs';

/** The address the browser tests sign in with to triage feedback as an admin. */
export const E2E_ADMIN_EMAIL = 'chefin@example.com';

/** One app boot for every browser test; the tests read E2E_BASE_URL. Uploads go to a folder of this run. */
export default async function globalSetup() {
  const uploadDir = mkdtempSync(join(tmpdir(), 'hw-e2e-uploads-'));
  const app = await bootBuiltApp({
    prefix: 'hw_e2e',
    env: {
      ADMIN_EMAILS: E2E_ADMIN_EMAIL,
      UPLOAD_DIR: uploadDir,
      // Every browser test signs its users in from this one address; the admin's user search signs in 150.
      RATE_LIMIT_SIGN_IN: '100000/60',
    },
  });
  process.env.E2E_BASE_URL = app.baseUrl;
  // For tests that seed a long history straight into the log, as an old log would hold it.
  process.env.E2E_DATABASE_URL = app.databaseUrl;
  globalThis.__E2E_APP__ = app;
  globalThis.__E2E_UPLOAD_DIR__ = uploadDir;
}
