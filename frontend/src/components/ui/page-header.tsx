import type { ReactNode } from 'react';
import { BackLink } from './back-link';

interface PageHeaderProps {
  title: ReactNode;
  subtitle?: string;
  back?: { to: string; label: string };
}

export function PageHeader({ title, subtitle, back }: PageHeaderProps) {
  return (
    <header className="page-header">
      {back && <BackLink to={back.to} label={back.label} />}
      <h1 className="page-header__title">{title}</h1>
      {subtitle && <p className="page-header__subtitle">{subtitle}</p>}
    </header>
  );
}
