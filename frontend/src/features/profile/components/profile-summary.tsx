import { Camera } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { User } from '../../../lib/session';
import { greetingName } from '../../../lib/session';
import { uploadFile } from '../../../lib/upload-file';
import { useUpdateProfile } from '../api/update-profile';
import { useTranslation } from '../messages';

function initialsOf(name: string | undefined, email: string): string {
  const source = name ?? email;
  const parts = source.split(/[\s@._-]+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** What the shop added to the picture: a gold frame, a title. */
export interface PictureEffects {
  goldFrame: boolean;
  title: string | null;
}

const NO_EFFECTS: PictureEffects = { goldFrame: false, title: null };

/** The picture (with what the shop added), the name, the read-only address. */
export function ProfileSummary({ user, effects = NO_EFFECTS }: { user: User; effects?: PictureEffects }) {
  const { t } = useTranslation();
  const emailId = useId();
  const pictureInput = useRef<HTMLInputElement>(null);
  const [pictureFailed, setPictureFailed] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const update = useUpdateProfile();
  const { goldFrame, title } = effects;
  const name = greetingName(user);
  const imageUrl = user.profile_image || user.picture;

  async function changePicture(file: File | undefined) {
    if (!file) return;
    setPictureFailed(null);
    setUploading(true);
    try {
      await update.mutateAsync({ profile_image: await uploadFile(file) });
    } catch (error) {
      setPictureFailed(error instanceof Error ? error.message.split('\n\n')[0]! : t('profile.saveFailed'));
    } finally {
      setUploading(false);
      if (pictureInput.current) pictureInput.current.value = '';
    }
  }

  return (
    <section className="card profile-summary" aria-labelledby={`${emailId}-name`}>
      <div className="profile-summary__identity">
        <div className={`profile-picture${goldFrame ? ' profile-picture--gold' : ''}`}>
          {imageUrl ? (
            // Google serves avatars only without a referrer from other sites.
            <img className="avatar" src={imageUrl} alt={t('profile.picture')} referrerPolicy="no-referrer" />
          ) : (
            <span className="avatar avatar--initials" aria-hidden="true">
              {initialsOf(name, user.email)}
            </span>
          )}
          <label className="profile-picture__change" title={t('profile.changePicture')}>
            <Camera size={16} aria-hidden="true" />
            <span className="visually-hidden">{uploading ? t('profile.uploadingPicture') : t('profile.changePicture')}</span>
            <input
              ref={pictureInput}
              type="file"
              accept="image/*"
              className="visually-hidden"
              disabled={uploading}
              onChange={(event) => void changePicture(event.target.files?.[0])}
            />
          </label>
        </div>
        <div>
          <p className="profile-summary__label">{t('profile.name')}</p>
          <h2 id={`${emailId}-name`} className="profile-summary__name">
            {name ?? t('profile.noName')}
          </h2>
          {title && <p className="profile-summary__title">{title}</p>}
          {user.role === 'admin' && <span className="badge">{t('profile.roleAdmin')}</span>}
        </div>
      </div>
      {pictureFailed && (
        <p className="form-error" role="alert">
          {pictureFailed}
        </p>
      )}

      <div className="field">
        <label className="field__label" htmlFor={emailId}>
          {t('profile.email')}
        </label>
        <input id={emailId} className="field__input" type="email" value={user.email} readOnly />
      </div>
    </section>
  );
}
