/** The admin tools' API (docs/api.md, "Admin"): event browser, projections, queues, debug probe. */

/** Who caused an event and in answer to what. */
export interface AdminEventMetadata {
  user_id: string | null;
  request_id: string | null;
  /** The event (id) or request that led to this one. */
  causation_id: string | null;
}

export interface AdminEvent {
  position: number;
  event_id: string;
  stream_id: string;
  stream_version: number;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: AdminEventMetadata;
  recorded_at: string;
}

/** `GET /api/admin/events`: newest first; pass `next_before` as `before` for the next page. */
export interface AdminEventPage {
  events: AdminEvent[];
  next_before: number | null;
  /** The newest position in the log when the page was read. */
  head: number;
}

/** `GET /api/admin/streams/{id}`: oldest first; pass `next_after_version` as `after_version`. */
export interface AdminStream {
  stream_id: string;
  version: number;
  events: AdminEvent[];
  next_after_version: number | null;
}

export interface ProjectionStatus {
  name: string;
  table: string;
  /** The read model this one is derived from, if any. */
  source: string | null;
  /** The version of the read model's rules in this code. */
  version: number;
  /** The version its table was built by; another one (stale) is rebuilt at the next start. */
  built_version: number | null;
  status: 'current' | 'stale';
  /** The log position the table reflects: read models are written in the appending transaction. */
  checkpoint: number;
  lag: number;
  rows: number;
  /** Large tables are counted from Postgres' statistics. */
  rows_estimated: boolean;
  last_rebuild: { at: string; position: number } | null;
}

export type RebuildPhase = 'waiting' | 'fold' | 'fill' | 'swap' | 'done';

export interface RebuildJob {
  id: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';
  read_models: string[];
  requested_by: string;
  progress: {
    percent: number;
    phase: RebuildPhase;
    events: number;
    events_per_second: number;
    position: number;
    head: number;
  };
  result: { events: number; position: number; milliseconds: number; events_per_second: number } | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** `GET /api/admin/projections` */
export interface ProjectionsOverview {
  head: number;
  projections: ProjectionStatus[];
  /** The running rebuild, else the last one. */
  rebuild: RebuildJob | null;
}

export interface QueueCounts {
  name: string;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
  workers: number;
}

export interface FailedJob {
  id: string;
  queue: string;
  name: string;
  /** The failure as the worker recorded it (for operators, not translated). */
  error: string;
  stacktrace: string | null;
  attempts_made: number;
  data: unknown;
  created_at: string;
  failed_at: string | null;
}

/** `GET /api/debug/{provider}?entity=…`: the spec's probe; `error` is null when the probe worked. */
export interface DebugProbe {
  data: unknown[];
  count: number;
  limit: number;
  sort: string;
  error: string | null;
}
