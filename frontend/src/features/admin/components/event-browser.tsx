import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDesktopLayout } from '../../../components/layout/use-desktop-layout';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { getEvent } from '../api/get-event';
import { useEventPages, type EventFilter } from '../api/get-event-page';
import { useTranslation } from '../messages';
import { EventDetail } from './event-detail';
import { EventFilters } from './event-filters';
import { EventTable } from './event-table';
import { StreamDialog } from './stream-dialog';

/**
 * The event log, newest first, filtered; the chosen event's detail beside the table (below it on a
 * phone); a stream opens over it and is in the address (`?stream=`), so it can be linked to.
 */
export function EventBrowser() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filter, setFilter] = useState<EventFilter>({});
  const [userEmail, setUserEmail] = useState<string | undefined>();
  const [selected, setSelected] = useState<string | null>(null);
  const [causeError, setCauseError] = useState<string | null>(null);
  const detailRef = useRef<HTMLElement>(null);
  const pages = useEventPages(filter);
  const events = pages.data?.pages.flatMap((page) => page.events) ?? [];
  const selectedEvent = events.find((event) => event.event_id === selected) ?? null;
  const openStream = params.get('stream');

  useEffect(() => {
    // On a phone the detail is below the table: bring it into view.
    if (selectedEvent && detailRef.current && !isDesktopLayout()) detailRef.current.scrollIntoView({ block: 'start' });
  }, [selectedEvent]);

  function setStream(streamId: string | null) {
    const next = new URLSearchParams(params);
    if (streamId) next.set('stream', streamId);
    else next.delete('stream');
    setParams(next);
  }

  function filterBy(next: EventFilter, email?: string) {
    setFilter(next);
    setUserEmail(email);
    setSelected(null);
  }

  async function openCause(eventId: string) {
    setCauseError(null);
    try {
      setStream((await getEvent(eventId)).stream_id);
    } catch (error) {
      setCauseError((error as Error).message);
    }
  }

  const userHistory = (user: string, email: string | null) => filterBy({ user }, email ?? undefined);

  return (
    <div className="page-stack">
      <EventFilters key={JSON.stringify(filter)} filter={filter} userEmail={userEmail} onChange={filterBy} />
      {causeError && <Alert>{t('admin.error', { message: causeError })}</Alert>}
      {pages.isPending ? (
        <Spinner />
      ) : pages.error ? (
        <Alert>{t('admin.error', { message: pages.error.message })}</Alert>
      ) : events.length === 0 ? (
        <p className="muted">{t('admin.events.empty')}</p>
      ) : (
        <div className="admin-split">
          <div className="page-stack admin-split__main">
            <p className="muted">{t('admin.events.head', { head: pages.data.pages[0].head, count: events.length })}</p>
            <EventTable events={events} selected={selected} onSelect={setSelected} onOpenStream={setStream} onUserHistory={userHistory} />
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
          </div>
          <section ref={detailRef} className="card admin-split__side" aria-labelledby="admin-event-detail-title">
            <h2 id="admin-event-detail-title" className="section__title">
              {selectedEvent ? t('admin.events.detailOf', { position: selectedEvent.position, type: selectedEvent.type }) : t('admin.events.detail')}
            </h2>
            {selectedEvent ? (
              <EventDetail event={selectedEvent} onOpenStream={setStream} onUserHistory={userHistory} onOpenCause={openCause} />
            ) : (
              <p className="muted">{t('admin.events.pick')}</p>
            )}
          </section>
        </div>
      )}
      {openStream && <StreamDialog streamId={openStream} onClose={() => setStream(null)} onOpenCause={openCause} />}
    </div>
  );
}
