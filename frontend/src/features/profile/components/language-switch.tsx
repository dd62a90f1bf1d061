import { Languages } from 'lucide-react';
import { setLanguage, type Language } from '../../../i18n';
import type { User } from '../../../lib/session';
import { useUpdateProfile } from '../api/update-profile';
import { useTranslation } from '../messages';

const LANGUAGES: readonly Language[] = ['de', 'en'];

/** Switches the whole interface at once and remembers the choice on the account. */
export function LanguageSwitch({ user }: { user: User }) {
  const { t, language } = useTranslation();
  const update = useUpdateProfile();

  function choose(next: Language) {
    if (next === language) return;
    void setLanguage(next);
    update.mutate({ language: next }, { onError: () => void setLanguage(user.language) });
  }

  return (
    <section className="card" aria-labelledby="language-heading">
      <h2 id="language-heading" className="card-title">
        <Languages size={18} aria-hidden="true" />
        {t('profile.language')}
      </h2>
      <div className="language-switch" role="radiogroup" aria-labelledby="language-heading">
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            aria-checked={language === option}
            className={`language-switch__option${language === option ? ' language-switch__option--active' : ''}`}
            onClick={() => choose(option)}
          >
            {t(option === 'de' ? 'profile.languageDe' : 'profile.languageEn')}
          </button>
        ))}
      </div>
    </section>
  );
}
