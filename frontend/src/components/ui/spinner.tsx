import { useTranslation } from '../../i18n';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  label?: string;
}

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const { t } = useTranslation();
  return <span className={`spinner spinner--${size}`} role="status" aria-label={label ?? t('common.loading')} />;
}

export function FullScreenSpinner() {
  return (
    <div className="full-screen-center">
      <Spinner size="lg" />
    </div>
  );
}

export function PageSpinner() {
  return (
    <div className="page-spinner">
      <Spinner />
    </div>
  );
}
