import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { bootBuiltApp } from './boot-app.mjs';
import { browserOptions } from './browser-options.mjs';

/** The address the browser tests sign in with to triage feedback as an admin. */
export const E2E_ADMIN_EMAIL = 'chefin@example.com';

/**
 * One built app (api and worker on a database of its own) and one Chromium for each jest worker,
 * so browser test files run in parallel without sharing a lifter's rows or a browser; a test file
 * finds its worker's pair by JEST_WORKER_ID (`support/browser.ts`). Uploads go to a folder of this run.
 */
export default async function globalSetup(globalConfig) {
  const uploadDir = mkdtempSync(join(tmpdir(), 'hw-e2e-uploads-'));
  globalThis.__E2E_UPLOAD_DIR__ = uploadDir;
  const workers = Array.from({ length: Math.max(1, globalConfig.maxWorkers) }, (_, index) => index + 1);
  globalThis.__E2E_APPS__ = [];
  globalThis.__E2E_BROWSERS__ = [];
  await Promise.all(
    workers.map(async (worker) => {
      const [app, browser] = await Promise.all([
        bootBuiltApp({
          prefix: 'hw_e2e',
          env: {
            ADMIN_EMAILS: E2E_ADMIN_EMAIL,
            UPLOAD_DIR: uploadDir,
            // Every browser test signs its users in from this one address; the admin's user search signs in 150.
            RATE_LIMIT_SIGN_IN: '100000/60',
          },
        }),
        chromium.launchServer(browserOptions()),
      ]);
      globalThis.__E2E_APPS__.push(app);
      globalThis.__E2E_BROWSERS__.push(browser);
      process.env[`E2E_BASE_URL_${worker}`] = app.baseUrl;
      // For tests that seed a long history straight into the log, as an old log would hold it.
      process.env[`E2E_DATABASE_URL_${worker}`] = app.databaseUrl;
      process.env[`E2E_BROWSER_${worker}`] = browser.wsEndpoint();
    }),
  );
}
