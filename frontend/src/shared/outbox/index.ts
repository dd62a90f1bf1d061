// The sets and changes waiting for a connection, which the logging screens fill and every screen shows.
export { type PendingChange, type PendingSet } from './outbox-store';
export { PendingBadge } from './pending-badge';
export { sentSetId } from './sent-set-ids';
export { OUTBOX_RETRY_MS, useOnline, usePendingChanges, usePendingSets, useWaitingSetCount } from './use-outbox';
