import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  await Promise.all([...(globalThis.__E2E_APPS__ ?? []).map((app) => app.stop()), ...(globalThis.__E2E_BROWSERS__ ?? []).map((browser) => browser.close())]);
  if (globalThis.__E2E_UPLOAD_DIR__) rmSync(globalThis.__E2E_UPLOAD_DIR__, { recursive: true, force: true });
}
