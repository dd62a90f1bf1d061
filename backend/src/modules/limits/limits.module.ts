import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { RedisModule } from '../jobs/index.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.js';
import { StreamSlots } from './stream-slots.js';
import { WriteLimitInterceptor } from './write-limit.interceptor.js';

/**
 * The limits' counter alone, for the worker too: a model call a job makes counts against its
 * owner's AI limit (modules/agents/exercise-categoriser.ts).
 */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimiterModule {}

/**
 * The api's cost and flood limits: `@RateLimit(kind)` on a route, every write counted, and the
 * open chat streams per user (`StreamSlots`). Global, so any controller can use them.
 */
@Global()
@Module({
  imports: [RedisModule, RateLimiterModule],
  providers: [RateLimitGuard, StreamSlots, { provide: APP_INTERCEPTOR, useClass: WriteLimitInterceptor }],
  exports: [RateLimitGuard, StreamSlots],
})
export class LimitsModule {}
