import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  description?: string;
  headingLevel?: 'h1' | 'h2' | 'h3';
  /** Actions; only ones that already work. */
  children?: ReactNode;
}

export function EmptyState({ icon: Icon, title, description, headingLevel = 'h2', children }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="empty-state">
      <div className="empty-state__icon" aria-hidden="true">
        <Icon size={28} strokeWidth={2} />
      </div>
      <Heading className="empty-state__title">{title}</Heading>
      {description && <p className="empty-state__text">{description}</p>}
      {children && <div className="empty-state__actions">{children}</div>}
    </div>
  );
}
