import type { OwnedJob } from '../jobs/index.js';
import { defineJob, QUEUES } from '../jobs/index.js';

/** One job per upload; its import_jobs row holds the file, the progress and the report. */
export interface ImportHistoryJob extends OwnedJob {
  importId: string;
}

export interface ImportHistoryResult {
  state: 'done' | 'failed';
}

declare module '../jobs/index.js' {
  interface JobTypes {
    'import-history': { data: ImportHistoryJob; result: ImportHistoryResult };
  }
}

/** The import of one uploaded history: `import.<import>`. */
export const IMPORT_HISTORY = defineJob({
  name: 'import-history',
  queue: QUEUES.imports,
  // A year of Hevy (7,000 sets) imports in seconds; twenty MB of sets may take minutes.
  timeLimitMs: 30 * 60_000,
  idPrefix: 'import',
  idParts: ({ importId }) => [importId],
});
