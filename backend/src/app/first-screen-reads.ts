import type { INestApplicationContext } from '@nestjs/common';
import type { Request, RequestHandler, Response } from 'express';
import { CurrentUserQuery } from '../modules/profile/index.js';
import { DashboardQuery } from '../modules/dashboard/dashboard.query.js';
import type { DashboardDto } from '../modules/dashboard/dto/dashboard-response.dto.js';
import { toUserResponse, type UserDto } from '../modules/users/index.js';

/** The dashboard's filters the first screen is drawn with (frontend/src/app/first-screen-data.ts's FIRST_SCREEN_FILTERS). */
const FIRST_SCREEN_FILTERS = { period: '30d', category: 'Alle' } as const;

/** What a first screen is drawn from: the answers of `/api/auth/me` and `/api/dashboard?period=30d&category=Alle`. */
export interface FirstScreenData {
  user: UserDto;
  dashboard: DashboardDto;
}

/** The signed-in visitor's first screen data, or null for a visitor without a current session. */
export type FirstScreenReads = (req: Request, res: Response) => Promise<FirstScreenData | null>;

/**
 * The first screen's reads in this process, through the query services the two routes answer
 * with, where the drawer once asked this api itself over HTTP: under 150 page loads at once, 94
 * of those inner requests waited out the drawer's wait (docs/decisions/README.md). The session comes
 * from the api's own session middleware, run here on the page's request (after the page's head
 * went out, so its cookie is not set again: the app's first request to the api does that).
 */
export function firstScreenReads(app: INestApplicationContext, session: RequestHandler): FirstScreenReads {
  const currentUser = app.get(CurrentUserQuery, { strict: false });
  const dashboard = app.get(DashboardQuery, { strict: false });
  return async (req, res) => {
    await new Promise<void>((resolve, reject) => void session(req, res, (error?: unknown) => (error ? reject(error as Error) : resolve())));
    const user = await currentUser.signedIn(req);
    if (!user) return null;
    const now = new Date();
    const board = await dashboard.answer(user.id, FIRST_SCREEN_FILTERS, now);
    // The streak /api/auth/me answers is the dashboard's of the same moment: read once for both.
    return { user: toUserResponse(user, board.streak), dashboard: board };
  };
}
