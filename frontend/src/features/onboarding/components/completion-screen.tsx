import { Bot, ClipboardList, House, PartyPopper, Plus, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { usePlanGeneration } from '../../training-plans';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../messages';

const GUIDE = [
  { icon: House, key: 'onboarding.guide.home' },
  { icon: ClipboardList, key: 'onboarding.guide.plan' },
  { icon: Plus, key: 'onboarding.guide.add' },
  { icon: Bot, key: 'onboarding.guide.coach' },
  { icon: UserRound, key: 'onboarding.guide.profile' },
] as const;

/**
 * Spec §2/§4: "Perfekt!" while the plan is made, a five-item guide, and "Los geht's!" (disabled as
 * "Plan wird erstellt..." meanwhile), which leads to the dashboard, replacing this screen in the
 * history. No timer moves on by itself (the spec's 2 s after the generation, issue 42): five tips
 * are not read in two seconds, so the lifter leaves when done reading.
 */
export function CompletionScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const generation = usePlanGeneration();
  const waiting = generation.state === 'generating' || generation.state === 'resuming';

  return (
    <div className="onboarding onboarding--done">
      <div className="onboarding__celebrate" aria-hidden="true">
        <PartyPopper size={36} />
      </div>
      <h1 className="onboarding__done-title">{t('onboarding.done.title')}</h1>
      {waiting ? (
        <p className="onboarding__status" role="status">
          <Spinner size="sm" /> {t('onboarding.done.generating')}
        </p>
      ) : generation.state === 'error' ? (
        <Alert>{t('onboarding.done.error', { message: generation.error ?? '' })}</Alert>
      ) : (
        <p className="onboarding__status">{t('onboarding.done.ready')}</p>
      )}
      <section className="onboarding__guide" aria-labelledby="onboarding-guide">
        <h3 id="onboarding-guide" className="onboarding__guide-title">
          {t('onboarding.done.guide')}
        </h3>
        <ul className="onboarding__guide-list">
          {GUIDE.map(({ icon: Icon, key }) => (
            <li key={key} className="onboarding__guide-item">
              <Icon size={20} aria-hidden="true" />
              <span>{t(key)}</span>
            </li>
          ))}
        </ul>
      </section>
      <button
        type="button"
        className="button button--primary button--large button--block"
        disabled={waiting}
        onClick={() => navigate(paths.dashboard, { replace: true })}
      >
        {waiting ? t('onboarding.wait') : t('onboarding.go')}
      </button>
    </div>
  );
}
