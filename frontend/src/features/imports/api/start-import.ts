import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { importsKey } from '../../../lib/query-keys';
import { importForm, type WeightUnit } from './preview-import';

/** 202: a worker imports the file; its report is polled by id (get-imports.ts). */
export const startImport = ({ file, unit }: { file: File; unit: WeightUnit }) => api.postForm('/api/imports', importForm(file, unit));

/** Starts an import; the list of imports then shows it running. */
export function useStartImport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: startImport, onSuccess: () => queryClient.invalidateQueries({ queryKey: [...importsKey, 'list'] }) });
}
