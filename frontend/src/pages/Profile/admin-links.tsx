import { Bug, ChevronRight, MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../app/paths';
import { t } from '../../i18n';

export function AdminLinks() {
  return (
    <nav className="card card--flush" aria-labelledby="profile-admin-heading">
      <h2 id="profile-admin-heading" className="card__heading">
        {t('profile.adminHeading')}
      </h2>
      <ul className="link-list">
        <li>
          <Link to={paths.debugDashboard} className="link-list__item">
            <Bug size={20} aria-hidden="true" />
            <span>{t('profile.debugDashboard')}</span>
            <ChevronRight className="link-list__chevron" size={18} aria-hidden="true" />
          </Link>
        </li>
        <li>
          <Link to={paths.feedbackManagement} className="link-list__item">
            <MessageSquareWarning size={20} aria-hidden="true" />
            <span>{t('profile.feedbackManagement')}</span>
            <ChevronRight className="link-list__chevron" size={18} aria-hidden="true" />
          </Link>
        </li>
      </ul>
    </nav>
  );
}
