import { defineJob, QUEUES } from '../jobs/index.js';

export interface HealthPingJob {
  requestedAt: string;
}

export interface HealthPingResult {
  pid: number;
  answeredAt: string;
}

declare module '../jobs/index.js' {
  interface JobTypes {
    ping: { data: HealthPingJob; result: HealthPingResult };
  }
}

/** The api's ping of the workers (health.controller.ts); its ids are BullMQ's own. */
export const HEALTH_PING = defineJob({
  name: 'ping',
  queue: QUEUES.health,
  // The api waits for the answer only a few seconds (WORKER_PING_TIMEOUT_MS).
  timeLimitMs: 5_000,
});
