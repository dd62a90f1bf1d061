import { Bot } from 'lucide-react';
import { useCoachSettings } from '../api/get-coach-settings';
import { useTranslation } from '../messages';

/** Who answers in the chat (a server setting), for the profile. */
export function CoachSetting() {
  const { t } = useTranslation();
  const settings = useCoachSettings();
  if (!settings.data) return null;
  const { answered_by: answeredBy, model } = settings.data;
  return (
    <section className="card coach-setting" aria-labelledby="coach-setting-title">
      <span className="coach-setting__icon" aria-hidden="true">
        <Bot size={20} />
      </span>
      <div>
        <h2 id="coach-setting-title" className="coach-setting__title">
          {t('coach.settingTitle')}
        </h2>
        <p className="coach-setting__text">{answeredBy === 'model' ? t('coach.settingModel', { model: model ?? '' }) : t('coach.settingRules')}</p>
      </div>
    </section>
  );
}
