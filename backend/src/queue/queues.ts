/**
 * Queue names and their job payloads, in one place so producers and processors cannot drift.
 * The AI queues (categorisation, performance analysis, coach chat, plan generation) join here.
 */
export const QUEUES = {
  health: 'health',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export interface HealthPingJob {
  requestedAt: string;
}

export interface HealthPingResult {
  pid: number;
  answeredAt: string;
}
