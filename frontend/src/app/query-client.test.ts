import { ApiError } from '../lib/api-client';
import { retryDelay, shouldRetry } from '../lib/retry';
import { createQueryClient } from './query-client';

describe('query defaults (spec §4 caches)', () => {
  it('retries network and server errors up to 3 times', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'HTTP 503'))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, 'HTTP 503'))).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiError(401, 'Unauthorized'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'Not found'))).toBe(false);
  });

  it('waits 1 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('keeps data fresh for 30 s and in memory for 5 min', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.staleTime).toBe(30_000);
    expect(queries?.gcTime).toBe(300_000);
  });
});
