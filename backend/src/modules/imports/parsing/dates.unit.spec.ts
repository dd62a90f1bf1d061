import { describe, expect, it } from '@jest/globals';
import { parseDateTime } from './dates.js';

const berlin = (text: string) => parseDateTime(text, 'Europe/Berlin')?.toISOString() ?? null;

describe('dates of an export', () => {
  it.each([
    ['2025-09-15 07:48:00', '2025-09-15T05:48:00.000Z'], // Strong, summer time
    ['2025-12-15 07:48:00', '2025-12-15T06:48:00.000Z'], // winter time
    ['2025-09-15T07:48', '2025-09-15T05:48:00.000Z'],
    ['15 Sep 2025, 07:48', '2025-09-15T05:48:00.000Z'], // Hevy
    ['5 Oct 2025, 18:30', '2025-10-05T16:30:00.000Z'],
    ['15. Okt. 2025, 07:48', '2025-10-15T05:48:00.000Z'], // Hevy in German
    ['Sep 15, 2025, 7:48 PM', '2025-09-15T17:48:00.000Z'], // Hevy in a US locale
    ['Sep 15, 2025, 12:05 AM', '2025-09-14T22:05:00.000Z'],
    ['15.09.2025 07:48', '2025-09-15T05:48:00.000Z'], // Hantelwerk's Trainingsbeginn
    ['15.09.2025', '2025-09-15T10:00:00.000Z'], // only a date: noon
    ['2025-09-15', '2025-09-15T10:00:00.000Z'],
    ['2025-09-15T05:48:00Z', '2025-09-15T05:48:00.000Z'], // with an offset: as it is
    ['2025-09-15T07:48:00+02:00', '2025-09-15T05:48:00.000Z'],
    ['2025-03-30 02:30:00', '2025-03-30T01:30:00.000Z'], // the hour that does not exist (clocks go forward): the same offset as before
  ])('%s is %s', (text, instant) => {
    expect(berlin(text)).toBe(instant);
  });

  it.each(['', 'gestern', '2025-02-30 07:00:00', '31.04.2025', '2025-13-01', '2025-09-15 25:00', '15 Foo 2025, 07:48', '13:00 PM', '0099-01-01'])(
    '%p is no date',
    (text) => {
      expect(berlin(text)).toBeNull();
    },
  );

  it("reads wall-clock time in the lifter's zone", () => {
    expect(parseDateTime('2025-09-15 07:48:00', 'America/New_York')?.toISOString()).toBe('2025-09-15T11:48:00.000Z');
    expect(parseDateTime('15.09.2025', 'Pacific/Auckland')?.toISOString()).toBe('2025-09-15T00:00:00.000Z');
  });
});
