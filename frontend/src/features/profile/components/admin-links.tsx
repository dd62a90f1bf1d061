import { Bug, ChevronRight, MessageSquareWarning } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTranslation } from '../messages';

const ADMIN_LINKS = [
  { to: paths.debugDashboard, label: 'profile.debugDashboard', icon: Bug },
  { to: paths.feedbackManagement, label: 'profile.feedbackManagement', icon: MessageSquareWarning },
] as const;

export function AdminLinks() {
  const { t } = useTranslation();
  return (
    <nav className="card card--flush" aria-labelledby="profile-admin-heading">
      <h2 id="profile-admin-heading" className="card__heading">
        {t('profile.adminHeading')}
      </h2>
      <ul className="link-list">
        {ADMIN_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="link-list__item">
              <Icon size={20} aria-hidden="true" />
              <span>{t(label)}</span>
              <ChevronRight className="link-list__chevron" size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
