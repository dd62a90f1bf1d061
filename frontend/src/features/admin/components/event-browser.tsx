import { useMemo, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { getEvent } from '../api/get-event';
import { useEventPages, type EventFilter } from '../api/get-event-page';
import { useProbedUsers } from '../api/probe-users';
import { useTranslation } from '../messages';
import { EventFilters } from './event-filters';
import { EventItem } from './event-item';
import { StreamDialog } from './stream-dialog';

/** The event log, newest first, filtered; a stream opens over it, a cause leads to its stream. */
export function EventBrowser() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<EventFilter>({});
  const [openStream, setOpenStream] = useState<string | null>(null);
  const [causeError, setCauseError] = useState<string | null>(null);
  const pages = useEventPages(filter);
  const users = useProbedUsers();
  const emails = useMemo(() => new Map(users.data?.map((user) => [user.id, user.email])), [users.data]);
  const events = pages.data?.pages.flatMap((page) => page.events) ?? [];

  async function openCause(eventId: string) {
    setCauseError(null);
    try {
      setOpenStream((await getEvent(eventId)).stream_id);
    } catch (error) {
      setCauseError((error as Error).message);
    }
  }

  return (
    <div className="page-stack">
      <EventFilters key={JSON.stringify(filter)} filter={filter} onChange={setFilter} />
      {causeError && <Alert>{t('admin.error', { message: causeError })}</Alert>}
      {pages.isPending ? (
        <Spinner />
      ) : pages.error ? (
        <Alert>{t('admin.error', { message: pages.error.message })}</Alert>
      ) : events.length === 0 ? (
        <p className="muted">{t('admin.events.empty')}</p>
      ) : (
        <>
          <p className="muted">{t('admin.events.head', { head: pages.data.pages[0].head, count: events.length })}</p>
          <ol className="admin-events" aria-label={t('admin.events.list')}>
            {events.map((event) => {
              const userId = (event.data as { userId?: string } | null)?.userId;
              return (
                <EventItem
                  key={event.event_id}
                  event={event}
                  userEmail={userId ? emails.get(userId) : undefined}
                  onOpenStream={setOpenStream}
                  onUserHistory={(user) => setFilter({ user })}
                  onOpenCause={openCause}
                />
              );
            })}
          </ol>
          {pages.hasNextPage && (
            <button
              type="button"
              className="button button--secondary button--block"
              onClick={() => void pages.fetchNextPage()}
              disabled={pages.isFetchingNextPage}
            >
              {pages.isFetchingNextPage ? t('admin.loading') : t('admin.events.more')}
            </button>
          )}
        </>
      )}
      {openStream && <StreamDialog streamId={openStream} onClose={() => setOpenStream(null)} onOpenCause={openCause} />}
    </div>
  );
}
