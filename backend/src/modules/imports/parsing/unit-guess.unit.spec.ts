import { describe, expect, it } from '@jest/globals';
import { guessUnit } from './unit-guess.js';

describe('guessing the unit of a file that does not say it', () => {
  it('hears pounds in a 45-lb bar with plates and 5-lb dumbbell steps', () => {
    expect(guessUnit([135, 225, 225, 245, 95, 185, 185, 120, 120, 135, 315, 315, 95, 95, 30, 30, 185, 185, 155, 140, 140, 405, 405])).toBe('lb');
    expect(guessUnit([45, 95, 135, 135, 135, 25, 25, 30])).toBe('lb');
  });

  it('hears kilograms in a 20-kg bar, 2-kg dumbbells and 2.5-kg plates', () => {
    expect(guessUnit([40, 60, 80, 80, 80, 60, 26, 26, 55, 55, 55, 30, 30, 60, 100, 140, 140, 140, 60, 60, 55, 14, 14, 110, 110, 82.5])).toBe('kg');
    // A strong lifter in kg: heavy, all multiples of 5, but ending in 0.
    expect(guessUnit([60, 100, 140, 180, 200, 200, 220, 100, 140, 140, 120, 160, 180, 180])).toBe('kg');
    expect(guessUnit([62.5, 67.5, 72.5, 102.5, 105, 125])).toBe('kg');
  });

  it('says kilograms when there is nothing heavy to tell by, and pounds when the weights are too heavy for kg', () => {
    expect(guessUnit([])).toBe('kg');
    expect(guessUnit([0, 0, 0])).toBe('kg');
    expect(guessUnit([10, 15, 20, 25, 30, 35])).toBe('kg');
    expect(guessUnit([300, 310, 320, 330, 60, 70, 80, 90])).toBe('lb');
  });
});
