import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';

interface AlertProps {
  tone?: 'error' | 'info';
  children: ReactNode;
}

/** Errors are announced at once (role="alert"); information is just shown. */
export function Alert({ tone = 'error', children }: AlertProps) {
  const Icon = tone === 'error' ? CircleAlert : Info;
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <Icon className="alert__icon" aria-hidden="true" size={20} />
      <div className="alert__body">{children}</div>
    </div>
  );
}
