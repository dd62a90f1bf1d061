import type { AdminEvent } from '@hantelwerk/api-types';
import { format } from 'date-fns/format';
import { useState } from 'react';
import { nextSort, sortRows, type SortState, type SortValue } from '../lib/sort-rows';
import { useTranslation } from '../messages';
import { AdminTable } from './admin-table';
import { SortHeader } from './sort-header';

type EventColumn = 'position' | 'type' | 'recorded_at' | 'stream_id' | 'user_email';

const valueOf = (event: AdminEvent, column: EventColumn): SortValue => event[column];

interface EventTableProps {
  events: AdminEvent[];
  selected: string | null;
  onSelect: (eventId: string) => void;
  onOpenStream: (streamId: string) => void;
  onUserHistory: (userId: string, email: string | null) => void;
}

/** The loaded events as a table, sortable by each column; a row's position opens it, its stream and user lead on. */
export function EventTable({ events, selected, onSelect, onOpenStream, onUserHistory }: EventTableProps) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<SortState<EventColumn>>({ key: 'position', direction: 'descending' });
  const header = (column: EventColumn, label: string, numeric = false) => (
    <SortHeader
      column={column}
      label={label}
      sort={sort}
      numeric={numeric}
      onSort={(key) => setSort(nextSort(sort, key, key === 'position' || key === 'recorded_at' ? 'descending' : 'ascending'))}
    />
  );
  return (
    <AdminTable label={t('admin.events.list')} className="admin-table--events">
      <thead>
        <tr>
          {header('position', '#', true)}
          {header('type', t('admin.events.type'))}
          {header('recorded_at', t('admin.events.time'))}
          {header('stream_id', t('admin.events.stream'))}
          {header('user_email', t('admin.events.userColumn'))}
        </tr>
      </thead>
      <tbody>
        {sortRows(events, sort, valueOf).map((event) => {
          const isSelected = event.event_id === selected;
          return (
            <tr key={event.event_id} className={isSelected ? 'admin-table__row--selected' : undefined} aria-selected={isSelected}>
              <td className="admin-table__numeric">
                <button
                  type="button"
                  className="admin-table__open admin-mono"
                  aria-pressed={isSelected}
                  aria-label={t('admin.events.open', { position: event.position, type: event.type })}
                  onClick={() => onSelect(event.event_id)}
                >
                  #{event.position}
                </button>
              </td>
              <td className="admin-table__strong">{event.type}</td>
              <td className="admin-table__nowrap">{format(new Date(event.recorded_at), 'dd.MM.yyyy HH:mm:ss')}</td>
              <td>
                <a
                  className="admin-table__link admin-mono"
                  href={`?tab=events&stream=${encodeURIComponent(event.stream_id)}`}
                  onClick={(click) => {
                    click.preventDefault();
                    onOpenStream(event.stream_id);
                  }}
                >
                  <span className="admin-table__clip" title={event.stream_id}>
                    {event.stream_id}
                  </span>{' '}
                  <span className="muted">v{event.stream_version}</span>
                </a>
              </td>
              <td>
                {event.user_id ? (
                  <button
                    type="button"
                    className="admin-table__link"
                    title={t('admin.events.userHistory')}
                    onClick={() => onUserHistory(event.user_id!, event.user_email)}
                  >
                    <span className="admin-table__clip" title={event.user_email ?? event.user_id}>
                      {event.user_email ?? event.user_id}
                    </span>
                  </button>
                ) : (
                  <span className="muted">—</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </AdminTable>
  );
}
