import { create } from 'canvas-confetti';
import { celebrate, CONFETTI_COLOURS } from './celebrate';

const mockConfetti = jest.fn(() => Promise.resolve());
jest.mock('canvas-confetti', () => ({ __esModule: true, create: jest.fn(() => mockConfetti) }));

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
    expect(mockConfetti).toHaveBeenCalledWith(
      expect.objectContaining({ particleCount: 50, colors: [...CONFETTI_COLOURS], ticks: 180, disableForReducedMotion: true }),
    );
    expect(new Set(CONFETTI_COLOURS).size).toBe(5);
    // drawn on the page, not in a blob: worker, which the Content-Security-Policy refuses
    expect(create).toHaveBeenCalledWith(undefined, { resize: true, useWorker: false });
  });

  it('still celebrates where the device cannot vibrate', async () => {
    expect(() => celebrate()).not.toThrow();
  });
});
