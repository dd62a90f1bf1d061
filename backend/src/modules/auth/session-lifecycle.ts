import { UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Queryable } from '../../database/database.js';
import type { AppConfig } from '../../config/app-config.js';
import type { UserRow, UsersReader } from '../users/index.js';
import { SESSION_COOKIE, sessionCookieOptions } from '../../common/http/session.js';

/**
 * A fresh session id at every sign-in, so an id planted before login is worthless after it.
 * Answers the signed-in user. An account erased between its sign-in and the saving of the
 * session (the erasure had swept the sessions just before) ends the session again: 401.
 */
export async function startSession(req: Request, userId: string, users: UsersReader): Promise<UserRow> {
  await saveNewSession(req, userId);
  const user = await users.findById(userId);
  if (user) return user;
  await new Promise((resolve) => req.session.destroy(resolve));
  throw new UnauthorizedException({ code: 'auth.account_deleted' });
}

function saveNewSession(req: Request, userId: string): Promise<void> {
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
export function endOtherSessions(db: Queryable, req: Request): Promise<string[]> {
  return endSessionsOf(db, req.session.userId!, req.sessionID);
}

/** Ends every session of the user but `except`; answers their ids, for SessionEndings to end what they hold open. */
export async function endSessionsOf(db: Queryable, userId: string, except = ''): Promise<string[]> {
  const { rows } = await db.query<{ sid: string }>("DELETE FROM user_sessions WHERE sess->>'userId' = $1 AND sid <> $2 RETURNING sid", [userId, except]);
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
