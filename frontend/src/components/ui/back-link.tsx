import { ChevronLeft } from 'lucide-react';
import { Link } from 'react-router-dom';

export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="back-link">
      <ChevronLeft size={20} aria-hidden="true" />
      {label}
    </Link>
  );
}
