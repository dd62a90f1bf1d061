import { withClient } from './global-setup.mjs';

export default async function globalTeardown() {
  const state = globalThis.__E2E__;
  if (!state) return;
  await Promise.all(
    state.children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
  await withClient(state.serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${state.name} WITH (FORCE)`));
}
