import { ClipboardList, House, MessageCircle, Plus, User, type LucideIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useTranslation, type CommonKey } from '../../i18n';
import { vibrate } from '../../lib/vibrate';

export interface NavItem {
  to: string;
  label: CommonKey;
  icon: LucideIcon;
  /** Further paths that show the same screen. */
  alsoActiveOn?: string[];
  prominent?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { to: paths.dashboard, label: 'nav.dashboard', icon: House, alsoActiveOn: [paths.home] },
  { to: paths.trainingPlan, label: 'nav.trainingPlan', icon: ClipboardList },
  { to: paths.addWorkout, label: 'nav.addWorkout', icon: Plus, prominent: true },
  { to: paths.chat, label: 'nav.chat', icon: MessageCircle },
  { to: paths.profile, label: 'nav.profile', icon: User },
];

export const isNavItemActive = ({ to, alsoActiveOn = [] }: NavItem, pathname: string) => pathname === to || alsoActiveOn.includes(pathname);

export function BottomNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul className="bottom-nav__list">
        {NAV_ITEMS.map((item) => {
          const { to, label, icon: Icon, prominent } = item;
          const isActive = isNavItemActive(item, pathname);
          const className = ['bottom-nav__link', prominent && 'bottom-nav__link--prominent', isActive && 'is-active'].filter(Boolean).join(' ');
          return (
            <li key={to} className="bottom-nav__item">
              <Link to={to} className={className} aria-label={t(label)} aria-current={isActive ? 'page' : undefined} onClick={() => vibrate()}>
                <Icon size={prominent ? 28 : 24} strokeWidth={prominent ? 2.6 : 2.2} aria-hidden="true" />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
