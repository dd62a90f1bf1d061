import { getQueueToken } from '@nestjs/bullmq';
import type { Provider } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { QueueName } from './queues.js';
import { JOB_QUEUES } from './queues.js';

/** Every queue by name, for code that looks jobs up across queues (job status, admin counts). */
export const ALL_QUEUES = Symbol('ALL_QUEUES');
export type QueuesByName = ReadonlyMap<QueueName, Queue>;

export const allQueuesProvider: Provider = {
  provide: ALL_QUEUES,
  inject: JOB_QUEUES.map((name) => getQueueToken(name)),
  useFactory: (...queues: Queue[]): QueuesByName => new Map(JOB_QUEUES.map((name, index) => [name, queues[index]!])),
};
