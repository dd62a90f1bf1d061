import type { AppConfig } from '../../config/app-config.js';
import type { Database } from '../../database/database.js';
import type { JobHandlers, JobName } from '../jobs/index.js';
import { ReplyAdmission } from './reply-admission.js';

/** Job handlers as the registry would find them, and a database that counts `waiting` replies. */
function admission(handled: JobName[], waiting = 0) {
  const jobHandlers = { has: (name: JobName) => handled.includes(name) } as JobHandlers;
  const db = { manager: { countBy: async () => waiting } } as unknown as Database;
  return new ReplyAdmission(jobHandlers, db, { aiJobsWaitingPerUser: 3 } as AppConfig);
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { code: string }) => error.code,
  );

describe('ReplyAdmission', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('refuses an agent whose job no worker handles, and takes it once a handler is registered', async () => {
    expect(await refusal(admission(['coach-reply']).admit('u', 'training_planner', now))).toBe('conversation.agent_without_worker');
    expect(await refusal(admission(['coach-reply', 'generate-plan']).admit('u', 'training_planner', now))).toBeNull();
    expect(await refusal(admission(['coach-reply']).admit('u', 'training_coach', now))).toBeNull();
  });

  it('refuses a user with as many replies waiting as the cap allows', async () => {
    expect(await refusal(admission(['coach-reply'], 2).admit('u', 'training_coach', now))).toBeNull();
    expect(await refusal(admission(['coach-reply'], 3).admit('u', 'training_coach', now))).toBe('conversation.too_many_waiting');
  });
});
