/** What the limits context offers the other contexts; they import nothing else of it. */
export { RateLimit } from './rate-limit.guard.js';
export { RateLimiter } from './rate-limiter.js';
export { StreamSlots } from './stream-slots.js';
export { LIMIT_ERRORS } from './errors.js';
