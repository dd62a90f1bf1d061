import { Bug, MessageSquareWarning } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../messages';
import { LinkCard } from './link-card';

export function AdminLinks() {
  const { t } = useTranslation();
  const links = [
    { to: paths.debugDashboard, label: t('profile.debugDashboard'), icon: Bug },
    { to: paths.feedbackManagement, label: t('profile.feedbackManagement'), icon: MessageSquareWarning },
  ];
  return <LinkCard id="profile-admin-heading" heading={t('profile.adminHeading')} links={links} />;
}
