import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  await globalThis.__E2E_APP__?.stop();
  if (globalThis.__E2E_UPLOAD_DIR__) rmSync(globalThis.__E2E_UPLOAD_DIR__, { recursive: true, force: true });
}
