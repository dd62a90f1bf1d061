import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { httpRefusal } from './api-error.js';

/**
 * After SignedInGuard: lets only admins through (the role SignedInGuard attached, which
 * ADMIN_EMAILS decides); others get 403. The one admin check of the app: every admin route and
 * the queue board use it.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().user;
    if (user?.role !== 'admin') throw new ForbiddenException(httpRefusal(403, 'request.forbidden'));
    return true;
  }
}
