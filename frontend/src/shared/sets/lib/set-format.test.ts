import { formatSet, formatVolume } from './set-format';

describe('set formats', () => {
  it('writes sets and volumes German style', () => {
    expect(formatSet(82.5, 8)).toBe('82,5 kg × 8');
    expect(formatVolume(12345.6)).toBe('12.346 kg');
  });
});
