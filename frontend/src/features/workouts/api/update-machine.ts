import type { Machine, UpdateMachineDto } from '@hantelwerk/api-types';
import { api } from '../../../lib/api-client';
import { useTrainingDataMutation } from './training-data';

export const updateMachine = ({ id, ...changes }: UpdateMachineDto & { id: string }) => api.put<Machine>(`/api/machines/${encodeURIComponent(id)}`, changes);

export const useUpdateMachine = () => useTrainingDataMutation(updateMachine);
