import { REQUEST_LOG_LIMIT, withNewest } from './request-log';

describe('the request log', () => {
  it('puts the newest request first', () => {
    expect(withNewest([2, 1], 3)).toEqual([3, 2, 1]);
  });

  it('keeps at most 100 entries, dropping the oldest', () => {
    let log: number[] = [];
    for (let request = 1; request <= 130; request++) log = withNewest(log, request);
    expect(REQUEST_LOG_LIMIT).toBe(100);
    expect(log).toHaveLength(100);
    expect(log[0]).toBe(130);
    expect(log.at(-1)).toBe(31);
  });
});
