import { useDeferredValue, useId, useState, type FormEvent } from 'react';
import type { EventFilter } from '../api/get-event-page';
import { useEventTypes } from '../api/get-event-types';
import { useUserSearch } from '../api/search-users';
import { useTranslation } from '../messages';

interface EventFiltersProps {
  filter: EventFilter;
  /** The filtered user's address, so the user list names them before any search. */
  userEmail?: string;
  onChange: (filter: EventFilter, userEmail?: string) => void;
}

/** A datetime-local value ("2026-11-24T18:30") as the instant it means here, for the api. */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : undefined);
const toLocal = (instant: string | undefined) =>
  instant ? new Date(new Date(instant).getTime() - new Date(instant).getTimezoneOffset() * 60_000).toISOString().slice(0, 16) : '';

/**
 * Stream, type, user and time window; applied together with "Filtern". The user list holds the
 * server's matches for the search typed above it, so any user can be found however many there are.
 */
export function EventFilters({ filter, userEmail, onChange }: EventFiltersProps) {
  const { t } = useTranslation();
  const types = useEventTypes();
  const id = useId();
  const [search, setSearch] = useState('');
  const users = useUserSearch(useDeferredValue(search));
  const [draft, setDraft] = useState({
    stream: filter.stream ?? '',
    type: filter.type ?? '',
    user: filter.user ?? '',
    from: toLocal(filter.from),
    to: toLocal(filter.to),
  });
  const set = (field: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });
  const found = users.data?.users ?? [];
  // The chosen user stays in the list while another search runs.
  const chosen =
    draft.user && draft.user === filter.user && userEmail && !found.some((user) => user.id === draft.user) ? { id: draft.user, email: userEmail } : null;
  const options = chosen ? [chosen, ...found] : found;

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange(
      {
        stream: draft.stream.trim() || undefined,
        type: draft.type || undefined,
        user: draft.user || undefined,
        from: toInstant(draft.from),
        to: toInstant(draft.to),
      },
      options.find((user) => user.id === draft.user)?.email,
    );
  }

  function reset() {
    setDraft({ stream: '', type: '', user: '', from: '', to: '' });
    setSearch('');
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
        <span className="field__label">{t('admin.events.userSearch')}</span>
        <input
          className="field__input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('admin.events.userSearchHint')}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
        />
      </label>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-user`}>
          {t('admin.events.user')}
        </label>
        <select id={`${id}-user`} aria-describedby={`${id}-found`} className="field__input" value={draft.user} onChange={set('user')}>
          <option value="">{t('admin.events.allUsers')}</option>
          {options.map((user) => (
            <option key={user.id} value={user.id}>
              {user.email}
            </option>
          ))}
        </select>
        <span id={`${id}-found`} className="field__hint" aria-live="polite">
          {users.data && (users.data.more ? t('admin.events.usersMore', { count: found.length }) : t('admin.events.usersFound', { count: found.length }))}
        </span>
      </div>
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
      <div className="admin-actions admin-filters__actions">
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
