import { SharedProbe } from './shared-probe.js';

describe('SharedProbe', () => {
  let clock = 0;
  let probes = 0;
  let outcome: 'ok' | 'fail' = 'ok';
  const probe = () => {
    probes++;
    return outcome === 'ok' ? Promise.resolve(`probe ${probes}`) : Promise.reject(new Error(`probe ${probes} failed`));
  };
  beforeEach(() => {
    clock = 0;
    probes = 0;
    outcome = 'ok';
  });

  it('lets callers share the running probe and reuses its success while fresh', async () => {
    const shared = new SharedProbe(probe, 5000, () => clock);
    expect(await Promise.all([shared.run(), shared.run(), shared.run()])).toEqual(['probe 1', 'probe 1', 'probe 1']);
    clock = 4999;
    expect(await shared.run()).toBe('probe 1');
    clock = 5000;
    expect(await shared.run()).toBe('probe 2');
    expect(probes).toBe(2);
  });

  it('probes again after a failure, sharing the failed probe only while it runs', async () => {
    const shared = new SharedProbe(probe, 5000, () => clock);
    outcome = 'fail';
    const running = [shared.run(), shared.run()];
    await expect(Promise.all(running)).rejects.toThrow('probe 1 failed');
    outcome = 'ok';
    expect(await shared.run()).toBe('probe 2');
  });
});
