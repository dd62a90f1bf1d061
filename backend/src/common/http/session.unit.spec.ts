import pg from 'pg';
import { createSessionStore } from './session.js';

describe('the session store', () => {
  it('does not prune through a pool that has ended with the app (its prune timer outlives it)', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    // The store takes console.error when it is made.
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
      const store = createSessionStore(pool, 'users');
      await pool.end();
      store.pruneSessions();
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([]);
  });
});
