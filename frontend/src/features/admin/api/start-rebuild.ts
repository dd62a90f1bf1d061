import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { projectionsKey } from './get-projections';

/** `readModel`: a read model's name, or `all`. */
export const startRebuild = (readModel: string) => api.post('/api/admin/projections/rebuild', { body: { read_model: readModel } });

export function useStartRebuild() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startRebuild, onSettled: () => queryClient.invalidateQueries({ queryKey: projectionsKey }) });
}
