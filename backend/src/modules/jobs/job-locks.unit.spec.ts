import { loadConfig } from '../../config/app-config.js';
import { AI_QUEUES, QUEUES } from './queues.js';
import { lockSettings, worstRestartMs } from './job-locks.js';

describe('lock and stall check of the AI queues', () => {
  const { lockMs } = loadConfig({ DATABASE_URL: 'postgres://localhost/db' }).worker;

  it('hands a dead worker’s short AI job to another worker within 15 s, with the default lock', () => {
    for (const queue of AI_QUEUES.filter((name) => name !== QUEUES.planGeneration)) {
      expect(worstRestartMs(lockSettings(queue, lockMs))).toBeLessThanOrEqual(15_000);
    }
  });

  it('checks twice per lock, and keeps the long lock of plan generation and of a rebuild', () => {
    expect(lockSettings(QUEUES.coachChat, 5000)).toEqual({ lockDuration: 5000, stalledInterval: 2500 });
    expect(lockSettings(QUEUES.planGeneration, 5000)).toEqual({ lockDuration: 30_000, stalledInterval: 15_000 });
    expect(lockSettings(QUEUES.planGeneration, 1500)).toEqual({ lockDuration: 9000, stalledInterval: 4500 });
    expect(lockSettings(QUEUES.readModelRebuild, 5000)).toEqual({ lockDuration: 120_000, stalledInterval: 60_000 });
  });
});
