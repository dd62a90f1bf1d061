import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException, createParamDecorator } from '@nestjs/common';
import type { Request } from 'express';
import type { UserRow } from '../users/index.js';
import { UsersReadModel } from '../users/index.js';

declare module 'express-serve-static-core' {
  interface Request {
    user?: UserRow;
  }
}

/** Lets a request through only with a session whose user still exists, and attaches that user. */
@Injectable()
export class SignedInGuard implements CanActivate {
  constructor(@Inject(UsersReadModel) private readonly users: UsersReadModel) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const userId = req.session?.userId;
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new UnauthorizedException({ message: 'Nicht angemeldet', error: 'Unauthorized' });
    req.user = user;
    return true;
  }
}

export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): UserRow => {
  const user = ctx.switchToHttp().getRequest<Request>().user;
  if (!user) throw new Error('CurrentUser used on a route without SignedInGuard');
  return user;
});
