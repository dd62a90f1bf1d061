/**
 * The benchmarks drive a few users far harder than any lifter could; no cost or flood limit may
 * stop them. The limiter still counts every request, so its cost stays in the measurement.
 */
export const BENCH_LIMITS = {
  RATE_LIMIT_CHAT: '1000000/60',
  RATE_LIMIT_AI: '1000000/60',
  RATE_LIMIT_CONVERSATIONS: '1000000/60',
  RATE_LIMIT_WRITES: '1000000/60',
  RATE_LIMIT_SIGN_IN: '1000000/60',
  AI_JOBS_WAITING_PER_USER: '100',
};
