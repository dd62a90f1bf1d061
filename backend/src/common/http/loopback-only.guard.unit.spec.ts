import { isLoopback } from './loopback-only.guard.js';

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2'])('knows %s as this machine', (address) => {
    expect(isLoopback(address)).toBe(true);
  });

  it.each(['192.0.2.2', '10.0.0.1', '::ffff:192.0.2.2', 'fd00::2', '::', '0.0.0.0', '128.0.0.1', '::ffff:127.0.0.1.evil', undefined])(
    'takes %s for another one',
    (address) => {
      expect(isLoopback(address)).toBe(false);
    },
  );
});
