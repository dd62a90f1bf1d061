import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { httpRefusal } from './api-error.js';
import { withinLifetime } from './session.js';

/** Who a signed-in request comes from: what every controller may know of them. */
export interface SignedInUser {
  id: string;
  email: string;
  role: 'admin' | 'user';
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SignedInUser;
  }
}

/**
 * Lets a request through only with a session within its lifetime whose user still exists, and
 * attaches that user, with the role that ADMIN_EMAILS gives them now rather than at sign-in: an
 * address taken off the list loses the admin routes at its next request. The session store loads
 * a signed-in session only with its user's current row's address, and none whose user is gone
 * (common/http/session.ts), so the user is known without a look-up of their own.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const user = await signedInUser(req, sessionsUser(req), this.config);
    if (!user) throw new UnauthorizedException(httpRefusal(401, 'request.signed_out'));
    req.user = user;
    return true;
  }
}

/**
 * The user of `req`'s session (loaded by the session middleware) with their role of now, or null:
 * no session, a session past its lifetime (destroyed here), or a user who no longer exists.
 */
export async function signedInUser<User extends SignedInUser>(
  req: Request,
  users: { findById(id: string): Promise<User | null> },
  config: Pick<AppConfig, 'adminEmails'>,
): Promise<User | null> {
  const { userId, signedInAt } = req.session ?? {};
  const current = userId !== undefined && withinLifetime(signedInAt, Date.now());
  if (userId !== undefined && !current) await new Promise((resolve) => req.session.destroy(resolve));
  const user = current ? await users.findById(userId) : null;
  return user && { ...user, role: config.adminEmails.includes(user.email) ? 'admin' : 'user' };
}

/** The user as the session store loaded them with the session. */
const sessionsUser = (req: Request) => ({
  findById: (id: string): Promise<SignedInUser | null> =>
    Promise.resolve(req.session.email === undefined ? null : { id, email: req.session.email, role: 'user' }),
});

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): SignedInUser => {
  const user = ctx.switchToHttp().getRequest<Request>().user;
  if (!user) throw new Error('CurrentUser used on a route without SignedInGuard');
  return user;
});
