import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';

/** After SignedInGuard: lets only admins (ADMIN_EMAILS) through; others get 403. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user;
    if (user?.role !== 'admin') throw new ForbiddenException({ message: 'Keine Berechtigung', error: 'Forbidden' });
    return true;
  }
}
