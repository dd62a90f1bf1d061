import type { ImportSkippedRow } from '@hantelwerk/api-types';
import { formatCount } from '../../../lib/numbers';
import { counted } from '../lib/counted';
import { reasonOf } from '../lib/reasons';
import { useTranslation } from '../messages';

/** The lines shown of a file's skipped rows; the rest are counted. */
const SHOWN = 5;

/** How many rows of the file are left out, and the first few with their line and reason. */
export function SkippedRows({ count, rows }: { count: number; rows: readonly ImportSkippedRow[] }) {
  const { t, language } = useTranslation();
  if (count === 0) return null;
  const shown = rows.slice(0, SHOWN);
  return (
    <div className="import-skipped">
      <h3 className="import-skipped__title">{counted(count, 'imports.skippedOne', 'imports.skipped')}</h3>
      <ul className="import-skipped__list">
        {shown.map((row) => (
          <li key={row.line}>{t('imports.skippedLine', { line: row.line, message: reasonOf(row, language) })}</li>
        ))}
      </ul>
      {count > shown.length && <p className="muted">{t('imports.skippedMore', { count: formatCount(count - shown.length) })}</p>}
    </div>
  );
}
