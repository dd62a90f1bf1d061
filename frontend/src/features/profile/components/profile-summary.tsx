import { useId } from 'react';
import type { User } from '../../auth';
import { useTranslation } from '../messages';
import { greetingName } from '../../auth';

function initialsOf(name: string | undefined, email: string): string {
  const source = name ?? email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

export function ProfileSummary({ user }: { user: User }) {
  const { t } = useTranslation();
  const emailId = useId();
  const name = greetingName(user);
  const imageUrl = user.profile_image || user.picture;

  return (
    <section className="card profile-summary" aria-labelledby={`${emailId}-name`}>
      <div className="profile-summary__identity">
        {imageUrl ? (
          // Google serves avatars only without a referrer from other sites.
          <img className="avatar" src={imageUrl} alt="" referrerPolicy="no-referrer" />
        ) : (
          <span className="avatar avatar--initials" aria-hidden="true">
            {initialsOf(name, user.email)}
          </span>
        )}
        <div>
          <p className="profile-summary__label">{t('profile.name')}</p>
          <h2 id={`${emailId}-name`} className="profile-summary__name">
            {name ?? t('profile.noName')}
          </h2>
          {user.role === 'admin' && <span className="badge">{t('profile.roleAdmin')}</span>}
        </div>
      </div>

      <div className="field">
        <label className="field__label" htmlFor={emailId}>
          {t('profile.email')}
        </label>
        <input id={emailId} className="field__input" type="email" value={user.email} readOnly />
      </div>
    </section>
  );
}
