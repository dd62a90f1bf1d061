import { LatestInstant } from './latest-instant.js';

const candidates = (...instants: string[]) => {
  const latest = new LatestInstant();
  for (const instant of instants) latest.add(instant);
  return latest.candidates();
};

describe('LatestInstant', () => {
  it('keeps only the latest of ISO timestamps with an offset', () => {
    expect(candidates('2026-01-01T10:00:00.000Z', '2026-01-02T09:00:00.000Z', '2026-01-01T23:00:00Z')).toEqual(['2026-01-02T09:00:00.000Z']);
    expect(candidates('2026-01-02T10:00:00+02:00', '2026-01-02T09:00:00Z')).toEqual(['2026-01-02T09:00:00Z']);
  });

  it('keeps every distinct text of the latest millisecond, for Postgres to tell apart', () => {
    expect(candidates('2026-01-01T10:00:00.1234Z', '2026-01-01T10:00:00.1239Z', '2026-01-01T10:00:00.1234Z')).toEqual([
      '2026-01-01T10:00:00.1234Z',
      '2026-01-01T10:00:00.1239Z',
    ]);
  });

  it('keeps timestamps it cannot order exactly: without offset, or in other notations', () => {
    expect(candidates('2026-01-01T10:00:00Z', '2026-01-01 12:00:00', '2026-01-01T11:00:00')).toEqual([
      '2026-01-01T10:00:00Z',
      '2026-01-01 12:00:00',
      '2026-01-01T11:00:00',
    ]);
  });

  it('has no candidates when nothing was added', () => {
    expect(candidates()).toEqual([]);
  });
});
