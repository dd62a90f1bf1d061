import { applyDecorators, CanActivate, ExecutionContext, Inject, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { LimitKind } from '../../config/rate-limits.js';
import { RateLimiter } from './rate-limiter.js';

const RATE_LIMIT = Symbol('RATE_LIMIT');

/** The key a limit counts by: the signed-in user, or for sign-in (where there is none yet) the client's address. */
export function limitKey(kind: LimitKind, req: Pick<Request, 'ip' | 'user'>): string {
  if (kind === 'sign-in') return req.ip ?? 'unknown';
  if (!req.user) throw new Error(`The ${kind} limit needs SignedInGuard before it`);
  return req.user.id;
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    @Inject(Reflector) private readonly reflector: Reflector,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const kind = this.reflector.get<LimitKind>(RATE_LIMIT, context.getHandler());
    await this.limiter.consume(kind, limitKey(kind, context.switchToHttp().getRequest<Request>()));
    return true;
  }
}

/** Counts each call of the route against the `kind` limit (after the class's guards, so the user is known). */
export const RateLimit = (kind: LimitKind) => applyDecorators(SetMetadata(RATE_LIMIT, kind), UseGuards(RateLimitGuard));
