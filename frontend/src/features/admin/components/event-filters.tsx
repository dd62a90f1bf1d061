import { useState, type FormEvent } from 'react';
import type { EventFilter } from '../api/get-event-page';
import { useEventTypes } from '../api/get-event-types';
import { useProbedUsers } from '../api/probe-users';
import { useTranslation } from '../messages';

interface EventFiltersProps {
  filter: EventFilter;
  onChange: (filter: EventFilter) => void;
}

/** A datetime-local value ("2026-11-24T18:30") as the instant it means here, for the api. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);
const toLocal = (instant: string | undefined) =>
  instant ? new Date(new Date(instant).getTime() - new Date(instant).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';

/** Stream, type, user and time window; applied together with "Filtern". */
export function EventFilters({ filter, onChange }: EventFiltersProps) {
  const { t } = useTranslation();
  const types = useEventTypes();
  const users = useProbedUsers();
  const [draft, setDraft] = useState({
    stream: filter.stream ?? '',
    type: filter.type ?? '',
    user: filter.user ?? '',
    from: toLocal(filter.from),
    to: toLocal(filter.to),
  });
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({
      stream: draft.stream.trim() || undefined,
      type: draft.type || undefined,
      user: draft.user || undefined,
      from: toInstant(draft.from),
      to: toInstant(draft.to),
    });
  }

  function reset() {
    setDraft({ stream: '', type: '', user: '', from: '', to: '' });
    onChange({});
  }

  return (
    <form className="admin-filters" onSubmit={submit} aria-label={t('admin.events.filters')}>
      <label className="field">
        <span className="field__label">{t('admin.events.type')}</span>
        <select className="field__input" value={draft.type} onChange={set('type')}>
          <option value="">{t('admin.events.allTypes')}</option>
          {types.data?.types.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('admin.events.user')}</span>
        <select className="field__input" value={draft.user} onChange={set('user')}>
          <option value="">{t('admin.events.allUsers')}</option>
          {users.data?.map((user) => (
            <option key={user.id} value={user.id}>
              {user.email}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{t('admin.events.stream')}</span>
        <input className="field__input" value={draft.stream} onChange={set('stream')} placeholder="user-…, workout-…" spellCheck={false} autoCapitalize="off" />
      </label>
      <label className="field">
        <span className="field__label">{t('admin.events.from')}</span>
        <input className="field__input" type="datetime-local" value={draft.from} onChange={set('from')} />
      </label>
      <label className="field">
        <span className="field__label">{t('admin.events.to')}</span>
        <input className="field__input" type="datetime-local" value={draft.to} onChange={set('to')} />
      </label>
      <div className="admin-actions">
        <button type="submit" className="button button--primary">
          {t('admin.events.apply')}
        </button>
        <button type="button" className="button button--secondary" onClick={reset}>
          {t('admin.events.reset')}
        </button>
      </div>
    </form>
  );
}
