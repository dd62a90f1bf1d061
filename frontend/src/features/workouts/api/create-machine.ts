import type { CreateMachineDto, Machine } from '@hantelwerk/api-types';
import { api, type WriteOptions } from '../../../lib/api-client';

/** Used by the outbox, which creates a new exercise on the way to its first entry. */
export const createMachine = (input: CreateMachineDto, options?: WriteOptions) => api.post<Machine>('/api/machines', input, options);
