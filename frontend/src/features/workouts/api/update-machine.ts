import type { Machine } from '@hantelwerk/api-types';
import { api } from '../../../lib/api-client';
import type { MachineInput } from './create-machine';
import { useTrainingDataMutation } from './training-data';

export const updateMachine = ({ id, ...changes }: Partial<MachineInput> & { id: string }) =>
  api.put<Machine>(`/api/machines/${encodeURIComponent(id)}`, changes);

export const useUpdateMachine = () => useTrainingDataMutation(updateMachine);
