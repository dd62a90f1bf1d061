import { vibrate } from './vibrate';

describe('vibrate', () => {
  afterEach(() => {
    delete (navigator as { vibrate?: unknown }).vibrate;
  });

  it('vibrates 50 ms by default where supported', () => {
    const vibrateMock = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrateMock, configurable: true });
    expect(vibrate()).toBe(true);
    expect(vibrateMock).toHaveBeenCalledWith(50);
  });

  it('does nothing where unsupported', () => {
    expect(vibrate([50, 50, 100])).toBe(false);
  });

  it('swallows a browser refusing', () => {
    Object.defineProperty(navigator, 'vibrate', {
      value: () => {
        throw new Error('blocked');
      },
      configurable: true,
    });
    expect(vibrate()).toBe(false);
  });
});
