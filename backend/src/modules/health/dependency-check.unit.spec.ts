import { check } from './dependency-check.js';

describe('check', () => {
  it('is ok when the probe succeeds in time, down when it fails', async () => {
    expect(await check(Promise.resolve(1))).toBe('ok');
    expect(await check(Promise.reject(new Error('refused')))).toBe('down');
  });

  it('is down once the timeout passes, however long the probe hangs', async () => {
    const started = Date.now();
    expect(await check(new Promise(() => undefined), 50)).toBe('down');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
