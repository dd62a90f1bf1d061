import { Dumbbell } from 'lucide-react';

export function LogoMark({ size = 'md' }: { size?: 'md' | 'lg' }) {
  return (
    <span className={`logo-mark logo-mark--${size}`} aria-hidden="true">
      <Dumbbell size={size === 'lg' ? 40 : 22} strokeWidth={2.4} />
    </span>
  );
}
