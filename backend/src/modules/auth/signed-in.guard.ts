import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import { httpRefusal } from '../../common/http/api-error.js';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { UserRow } from '../users/index.js';
import { UsersReadModel } from '../users/index.js';
import { withinLifetime } from './session.js';

declare module 'express-serve-static-core' {
  interface Request {
    user?: UserRow;
  }
}

/**
 * Lets a request through only with a session within its lifetime whose user still exists, and
 * attaches that user, with the role that ADMIN_EMAILS gives them now rather than at sign-in: an
 * address taken off the list loses the admin routes at its next request.
 */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(
    @Inject(UsersReadModel) private readonly users: UsersReadModel,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const user = await signedInUser(req, this.users, this.config);
    if (!user) throw new UnauthorizedException(httpRefusal(401, 'request.signed_out'));
    req.user = user;
    return true;
  }
}

/**
 * The user of `req`'s session (loaded by the session middleware) with their role of now, or null:
 * no session, a session past its lifetime (destroyed here), or a user who no longer exists.
 */
export async function signedInUser(req: Request, users: UsersReadModel, config: Pick<AppConfig, 'adminEmails'>): Promise<UserRow | null> {
  const { userId, signedInAt } = req.session ?? {};
  const current = userId !== undefined && withinLifetime(signedInAt, Date.now());
  if (userId !== undefined && !current) await new Promise((resolve) => req.session.destroy(resolve));
  const user = current ? await users.findById(userId) : null;
  return user && { ...user, role: config.adminEmails.includes(user.email) ? 'admin' : 'user' };
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): UserRow => {
  const user = ctx.switchToHttp().getRequest<Request>().user;
  if (!user) throw new Error('CurrentUser used on a route without SignedInGuard');
  return user;
});
