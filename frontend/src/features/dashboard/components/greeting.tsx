import { useTranslation } from '../messages';

/** "Willkommen zurück Anna": the page's heading. */
export function Greeting({ name }: { name: string | undefined }) {
  const { t } = useTranslation();
  return (
    <h1 className="greeting">
      <span className="greeting__hello">{t('dashboard.greeting')}</span>
      {name && (
        <>
          {' '}
          <span className="greeting__name">{name}</span>
        </>
      )}
    </h1>
  );
}
