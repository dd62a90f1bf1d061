import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    /** Epoch milliseconds of the sign-in that opened the session. */
    signedInAt?: number;
    /** The user's address as their row holds it now: put in by the store at every load, never taken from a save. */
    email?: string;
  }
}

export const SESSION_COOKIE = 'hantelwerk.sid';
const DAY_MS = 24 * 60 * 60 * 1000;
const IDLE_LIFETIME_MS = 30 * DAY_MS;
/** However active, a session ends 90 days after its sign-in: a stolen cookie is not forever. */
export const ABSOLUTE_LIFETIME_MS = 90 * DAY_MS;
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

/** Whether a session opened at `signedInAt` is still within its absolute lifetime at `now`. */
export function withinLifetime(signedInAt: number | undefined, now: number): boolean {
  return signedInAt !== undefined && now - signedInAt < ABSOLUTE_LIFETIME_MS;
}

export function sessionCookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.publicUrl.startsWith('https://'), path: '/' };
}

/**
 * Server-side sessions in Postgres; the cookie carries only the session id. `usersTable` is where
 * the store finds a session's user (the users context's table, named by the app).
 */
export function createSessionMiddleware(config: AppConfig, pool: pg.Pool, usersTable: string): RequestHandler {
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: createSessionStore(pool, usersTable),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { ...sessionCookieOptions(config), maxAge: IDLE_LIFETIME_MS },
  });
}

export function createSessionStore(pool: pg.Pool, usersTable: string): session.Store & { pruneSessions(callback?: (err: Error) => void): void } {
  const PgStore = connectPgSimple(session);
  // A signed-in session comes with its user's address, and not at all once the user is gone (an
  // erasure sweeps the sessions in its transaction; this holds also for a row deleted otherwise):
  // one round trip where the session and SignedInGuard's look-up of the user took two.
  const load = `SELECT CASE WHEN s.sess::jsonb ? 'userId'
      THEN (SELECT s.sess::jsonb || jsonb_build_object('email', u.email) FROM ${usersTable} u WHERE u.id = (s.sess->>'userId')::uuid)
      ELSE s.sess::jsonb END AS sess
    FROM user_sessions s WHERE s.sid = $1 AND s.expire >= now()`;

  /**
   * A rolling session would otherwise write its expiry to Postgres on every request; once an hour
   * per process is plenty to keep an active user signed in for thirty days after their last visit.
   */
  class HourlyTouchPgStore extends PgStore {
    private readonly lastTouch = new Map<string, number>();

    override touch(sid: string, sess: session.SessionData, done?: (error?: unknown) => void): void {
      const now = Date.now();
      if ((this.lastTouch.get(sid) ?? 0) > now - TOUCH_INTERVAL_MS) return done?.();
      if (this.lastTouch.size > 10_000) {
        for (const [id, at] of this.lastTouch) if (at <= now - TOUCH_INTERVAL_MS) this.lastTouch.delete(id);
      }
      this.lastTouch.set(sid, now);
      super.touch(sid, sess, done);
    }

    override get(sid: string, done: (error: unknown, sess?: session.SessionData | null) => void): void {
      pool.query<{ sess: session.SessionData | null }>(load, [sid]).then(
        ({ rows }) => done(null, rows[0]?.sess ?? null),
        (error: unknown) => done(error),
      );
    }

    /** The pool ends with the app, but the prune timer lives on in the process: it must not query an ended pool. */
    override pruneSessions(callback?: (err: Error) => void): void {
      if (pool.ending) return this.close();
      super.pruneSessions(callback);
    }
  }

  return new HourlyTouchPgStore({ pool, tableName: 'user_sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
}
