import confetti from 'canvas-confetti';
import { celebrate, CONFETTI_COLOURS } from './celebrate';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: jest.fn(() => Promise.resolve()) }));

describe('celebrate (spec §2, §9)', () => {
  afterEach(() => {
    delete (navigator as { vibrate?: unknown }).vibrate;
  });

  it('buzzes 50,50,50,50,100 and throws 50 confetti particles in 5 colours for about 3 s', async () => {
    const vibrateMock = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrateMock, configurable: true });

    celebrate();

    expect(vibrateMock).toHaveBeenCalledWith([50, 50, 50, 50, 100]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(confetti).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 50, colors: [...CONFETTI_COLOURS], ticks: 180, disableForReducedMotion: true }),
    );
    expect(new Set(CONFETTI_COLOURS).size).toBe(5);
  });

  it('still celebrates where the device cannot vibrate', async () => {
    expect(() => celebrate()).not.toThrow();
  });
});
