import { useId, useState, type FormEvent } from 'react';
import type { User } from '../../../lib/session';
import { greetingName } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { useTranslation } from '../messages';

/**
 * Spec §5 "Profile name": saving is off while it saves or while nothing changed; an empty name is
 * refused with "Bitte gib einen Namen ein". The name is the one the app greets with (display name).
 */
export function NameForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const current = greetingName(user) ?? '';
  const [name, setName] = useState(current);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const update = useUpdateProfile();
  const unchanged = name.trim() === current;

  function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setOutcome({ ok: false, text: t('profile.nameRequired') });
      return;
    }
    update.mutate(
      { name: trimmed, display_name: trimmed },
      {
        onSuccess: () => setOutcome({ ok: true, text: t('profile.saved') }),
        onError: () => setOutcome({ ok: false, text: t('profile.saveFailed') }),
      },
    );
  }

  return (
    <form className="card name-form" onSubmit={save}>
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {t('profile.name')}
        </label>
        <div className="name-form__row">
          <input
            id={id}
            className="field__input"
            value={name}
            maxLength={80}
            autoComplete="name"
            onChange={(event) => {
              setName(event.target.value);
              setOutcome(null);
            }}
          />
          <button type="submit" className="button button--primary" disabled={update.isPending || unchanged}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </button>
        </div>
      </div>
      {outcome && (
        <p className={outcome.ok ? 'form-success' : 'form-error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </form>
  );
}
