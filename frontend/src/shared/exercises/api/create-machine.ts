import type { CreateMachineDto } from '@hantelwerk/api-types';
import { api, type WriteOptions } from '../../../lib/api-client';

/**
 * Used by the outbox, which creates a new exercise on the way to its first entry. A name the lifter
 * already has (or a spelling of its movement) answers that exercise with `existing: true`.
 */
export const createMachine = (input: CreateMachineDto, options?: WriteOptions) => api.post('/api/machines', { body: input, ...options });
