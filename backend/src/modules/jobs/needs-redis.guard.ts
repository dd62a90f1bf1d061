import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { RedisAvailability } from './redis-availability.js';

/** For routes that only read or change queues: while Redis is away, a quick 503 with Retry-After instead of a request that hangs. */
@Injectable()
export class NeedsRedisGuard implements CanActivate {
  constructor(@Inject(RedisAvailability) private readonly redis: RedisAvailability) {}

  async canActivate(): Promise<boolean> {
    await this.redis.assertUp();
    return true;
  }
}
