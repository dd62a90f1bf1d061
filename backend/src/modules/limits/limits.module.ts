import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.js';
import { WriteLimitInterceptor } from './write-limit.interceptor.js';

/** The api's cost and flood limits: `@RateLimit(kind)` on a route, and every write counted. Global, so any controller can use the decorator. */
@Global()
@Module({
  providers: [RateLimiter, RateLimitGuard, { provide: APP_INTERCEPTOR, useClass: WriteLimitInterceptor }],
  exports: [RateLimiter, RateLimitGuard],
})
export class LimitsModule {}
