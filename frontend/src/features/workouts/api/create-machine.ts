import type { Category, Machine } from '@hantelwerk/api-types';
import { api } from '../../../lib/api-client';

export interface MachineInput {
  name: string;
  categories?: Category[];
}

/** Used by `logSet`, which creates a new exercise on the way to its first entry. */
export const createMachine = (input: MachineInput) => api.post<Machine>('/api/machines', input);
