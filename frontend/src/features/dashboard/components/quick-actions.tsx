import { ClipboardList, Play } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../messages';

export function QuickActions() {
  const { t } = useTranslation();
  return (
    <div className="quick-actions">
      <Link to={paths.guidedTraining} className="quick-action quick-action--primary">
        <Play size={22} aria-hidden="true" />
        {t('dashboard.startTraining')}
      </Link>
      <Link to={paths.trainingPlan} className="quick-action">
        <ClipboardList size={22} aria-hidden="true" />
        {t('dashboard.yourPlan')}
      </Link>
    </div>
  );
}
