import type { Category, Machine } from '@hantelwerk/api-types';
import { api, type WriteOptions } from '../../../lib/api-client';

export interface MachineInput {
  name: string;
  categories?: Category[];
}

/** Used by the outbox, which creates a new exercise on the way to its first entry. */
export const createMachine = (input: MachineInput, options?: WriteOptions) => api.post<Machine>('/api/machines', input, options);
