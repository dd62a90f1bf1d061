import type { Request, Response } from 'express';
import type { Queryable } from '../../database/database.js';
import type { AppConfig } from '../../config/app-config.js';
import { SESSION_COOKIE, sessionCookieOptions } from './session.js';

/** A fresh session id at every sign-in, so an id planted before login is worthless after it. */
export function startSession(req: Request, userId: string): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.regenerate((regenerateError) => {
      if (regenerateError) return reject(regenerateError);
      req.session.userId = userId;
      req.session.signedInAt = Date.now();
      req.session.save((saveError) => (saveError ? reject(saveError) : resolve()));
    });
  });
}

/** Signs the user out everywhere but here (a lost phone); answers the ids of the sessions that ended. */
export async function endOtherSessions(db: Queryable, req: Request): Promise<string[]> {
  const { rows } = await db.query<{ sid: string }>("DELETE FROM user_sessions WHERE sess->>'userId' = $1 AND sid <> $2 RETURNING sid", [
    req.session.userId,
    req.sessionID,
  ]);
  return rows.map((row) => row.sid);
}

export function endSession(req: Request, res: Response, config: AppConfig): Promise<void> {
  return new Promise((resolve, reject) => {
    req.session.destroy((error) => {
      if (error) return reject(error);
      res.clearCookie(SESSION_COOKIE, sessionCookieOptions(config));
      resolve();
    });
  });
}
