import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import type pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
  }
}

export const SESSION_COOKIE = 'hantelwerk.sid';
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

export function sessionCookieOptions(config: AppConfig) {
  return { httpOnly: true, sameSite: 'lax' as const, secure: config.publicUrl.startsWith('https://'), path: '/' };
}

/** Server-side sessions in Postgres; the cookie carries only the session id. */
export function createSessionMiddleware(config: AppConfig, pool: pg.Pool): RequestHandler {
  const PgStore = connectPgSimple(session);
  return session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store: new PgStore({ pool, tableName: 'user_sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { ...sessionCookieOptions(config), maxAge: THIRTY_DAYS_MS },
  });
}
