import { noteNeedsToggle } from '../../../features/workouts/lib/note-clamp';
import { formatSet, formatVolume } from './set-format';

describe('set formats', () => {
  it('writes sets and volumes German style', () => {
    expect(formatSet(82.5, 8)).toBe('82,5 kg × 8');
    expect(formatVolume(12345.6)).toBe('12.346 kg');
  });
});

describe('note clamping', () => {
  it('needs a toggle over 150 characters or over 3 lines', () => {
    expect(noteNeedsToggle('x'.repeat(150))).toBe(false);
    expect(noteNeedsToggle('x'.repeat(151))).toBe(true);
    expect(noteNeedsToggle('a\nb\nc')).toBe(false);
    expect(noteNeedsToggle('a\nb\nc\nd')).toBe(true);
  });
});
