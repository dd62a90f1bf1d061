import { ChevronRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

export interface CardLink {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** A card of links to further screens, under a small heading. */
export function LinkCard({ id, heading, links }: { id: string; heading: string; links: readonly CardLink[] }) {
  return (
    <nav className="card card--flush" aria-labelledby={id}>
      <h2 id={id} className="card__heading">
        {heading}
      </h2>
      <ul className="link-list">
        {links.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="link-list__item">
              <Icon size={20} aria-hidden="true" />
              <span>{label}</span>
              <ChevronRight className="link-list__chevron" size={18} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
