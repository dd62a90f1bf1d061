import { noteNeedsToggle } from './note-clamp';

describe('note clamping', () => {
  it('needs a toggle over 150 characters or over 3 lines', () => {
    expect(noteNeedsToggle('x'.repeat(150))).toBe(false);
    expect(noteNeedsToggle('x'.repeat(151))).toBe(true);
    expect(noteNeedsToggle('a\nb\nc')).toBe(false);
    expect(noteNeedsToggle('a\nb\nc\nd')).toBe(true);
  });
});
