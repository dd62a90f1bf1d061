import { History, Upload } from 'lucide-react';
import { paths } from '../../../config/paths';
import { useTranslation } from '../messages';
import { LinkCard } from './link-card';

/** The lifter's training data: bringing a history from another app, and every training so far. */
export function DataLinks() {
  const { t } = useTranslation();
  const links = [
    { to: paths.import, label: t('profile.import'), icon: Upload },
    { to: paths.history, label: t('profile.history'), icon: History },
  ];
  return <LinkCard id="profile-data-heading" heading={t('profile.dataHeading')} links={links} />;
}
