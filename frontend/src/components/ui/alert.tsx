import { CircleAlert, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { serverMessage } from '../../lib/server-message';

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

/** A failed request: our sentence, and under it the server's own explanation when it gave one. */
export function RequestErrorAlert({ text, error }: { text: string; error: unknown }) {
  const detail = serverMessage(error);
  return (
    <Alert>
      <p>{text}</p>
      {detail && <p className="alert__detail">{detail}</p>}
    </Alert>
  );
}
