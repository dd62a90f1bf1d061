import { Link, useLocation } from 'react-router-dom';
import { LogoMark } from '../ui/logo-mark';
import { useTranslation } from '../../i18n';
import { isNavItemActive, NAV_ITEMS } from './bottom-nav';

/**
 * The main navigation on a desktop (from 1024 px, desktop.css): the bottom bar's destinations at
 * the side, with their names written out, as there is room. Hidden (display: none) on a phone, so
 * only one of the two navigations is ever in the accessibility tree.
 */
export function SideNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav className="side-nav" aria-label={t('nav.label')}>
      <div className="side-nav__brand">
        <LogoMark />
        <span className="side-nav__name">{t('app.name')}</span>
      </div>
      <ul className="side-nav__list">
        {NAV_ITEMS.map((item) => {
          const { to, label, icon: Icon, prominent } = item;
          const isActive = isNavItemActive(item, pathname);
          const className = ['side-nav__link', prominent && 'side-nav__link--prominent', isActive && 'is-active'].filter(Boolean).join(' ');
          return (
            <li key={to}>
              <Link to={to} className={className} aria-current={isActive ? 'page' : undefined}>
                <Icon size={20} strokeWidth={2.2} aria-hidden="true" />
                <span>{t(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
