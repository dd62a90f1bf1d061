import { CallHandler, ExecutionContext, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { from, switchMap } from 'rxjs';
import type { Observable } from 'rxjs';
import { RateLimiter } from './rate-limiter.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every state-changing request of a signed-in user counts against the `writes` limit. An
 * interceptor, because interceptors run after the guards: the user is known by then. Requests
 * without a user (sign-in, logout) have limits of their own or change nothing of anyone's data.
 */
@Injectable()
export class WriteLimitInterceptor implements NestInterceptor {
  constructor(@Inject(RateLimiter) private readonly limiter: RateLimiter) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.user || !WRITES.has(req.method)) return next.handle();
    return from(this.limiter.consume('writes', req.user.id)).pipe(switchMap(() => next.handle()));
  }
}
