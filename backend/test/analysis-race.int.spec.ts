import { createMachine, logSet, signIn, today } from './support/coach-fixtures.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const ROUNDS = 12;

/**
 * Issue #47: asking for the analysis right after a set, from several requests at once, answered
 * 500 about one time in three (one request promoted the waiting job between another's check and
 * its own promote). Each round a fresh lifter logs a set and asks four times at once.
 */
describe('asking for the analysis from several requests at once', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // No worker: the analysis waits in the queue, so every request meets the same job.
    testApp = await startTestApp({ RATE_LIMIT_AI: '1000/60' });
  });
  afterAll(() => testApp?.close());

  it(`answers every request with the one job (${ROUNDS} rounds of 4)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const lifter = await signIn(testApp.url, `eilig-${round}@example.com`, 'Eilig');
      const squat = await createMachine(lifter.agent, 'Kniebeugen', ['Beine']);
      await logSet(lifter.agent, squat.id, 100, 5, today());
      const asked = await Promise.all(
        Array.from({ length: 4 }, () => lifter.agent.post('/api/functions/invoke').send({ functionName: 'generatePerformanceAnalysis' })),
      );
      expect(asked.map((response) => response.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(asked.map((response) => response.body.data.job_id)).size).toBe(1);
    }
  });
});
