import { useTranslation } from '../messages';

/**
 * Text in a box of its own; a long one scrolls inside it, and the box takes the keyboard's focus
 * so that it can be scrolled without a mouse, named for screen readers.
 */
export function CodeView({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <pre className="code-block admin-json" tabIndex={0} role="region" aria-label={label ?? t('admin.json')}>
      {text}
    </pre>
  );
}

/** A value as indented JSON. */
export function JsonView({ value, label }: { value: unknown; label?: string }) {
  return <CodeView text={JSON.stringify(value, null, 2) ?? String(value)} label={label} />;
}
