import type { ImportReport } from '@hantelwerk/api-types';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshTrainingData } from '../../../lib/training-data';
import { api } from '../../../lib/api-client';
import { importsKey } from '../../../lib/query-keys';
import { withReasonTexts } from '../lib/reasons';

/** While a worker has it, an import's report is asked for about every second. */
const POLL_MS = 1_000;

export const isUnfinished = (report: Pick<ImportReport, 'state'>) => report.state === 'queued' || report.state === 'running';

export const getImports = () => api.get('/api/imports');

export const getImport = async (id: string) => withReasonTexts(await api.get('/api/imports/{id}', { path: { id } }));

/** The lifter's last 20 imports, newest first; asked again when one finishes (useImportReport). */
export const useImports = () => useQuery(queryOptions({ queryKey: [...importsKey, 'list'], queryFn: getImports }));

/**
 * One import's progress and then its report. Once it has finished, everything an import changes is
 * asked again: the sets, exercises, dashboard, trainings, streak, and the list of imports.
 */
export function useImportReport(id: string) {
  const queryClient = useQueryClient();
  const report = useQuery(
    queryOptions({
      queryKey: [...importsKey, 'report', id],
      queryFn: () => getImport(id),
      refetchInterval: (query) => (query.state.data && isUnfinished(query.state.data) ? POLL_MS : false),
    }),
  );
  const finished = report.data !== undefined && !isUnfinished(report.data);
  useEffect(() => {
    if (finished) void Promise.all([refreshTrainingData(queryClient), queryClient.invalidateQueries({ queryKey: [...importsKey, 'list'] })]);
  }, [finished, queryClient]);
  return report;
}
