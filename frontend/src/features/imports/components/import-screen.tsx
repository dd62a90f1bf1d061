import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../config/paths';
import { isUnfinished, useImports } from '../api/get-imports';
import type { PickedFile, WeightUnit } from '../api/preview-import';
import { useTranslation } from '../messages';
import { EarlierImports } from './earlier-imports';
import { FilePicker } from './file-picker';
import { ImportPreviewCard } from './import-preview';
import { ImportProgress } from './import-progress';

/** Picks on this page so far: each pick is a preview of its own, even of the same file. */
let picks = 0;

/** Importing a training history: pick a CSV file, check its preview, import it, watch it run, read its report. */
export function ImportScreen() {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<PickedFile | null>(null);
  const [unit, setUnit] = useState<WeightUnit>();
  const [importId, setImportId] = useState<string | null>(null);
  // An import still running when the page opens (left while it ran, or started elsewhere) is followed as if started here.
  const running = useImports().data?.find(isUnfinished);
  if (running && importId === null && picked === null) setImportId(running.id);

  function pick(file: File) {
    setPicked({ id: ++picks, file });
    setUnit(undefined);
    setImportId(null);
  }

  return (
    <div className="page-stack">
      <PageHeader title={t('imports.title')} subtitle={t('imports.intro')} back={{ to: paths.profile, label: t('common.backToProfile') }} />
      {importId ? (
        <ImportProgress id={importId} onPick={pick} />
      ) : (
        <>
          <div className="import-pick">
            <FilePicker label={t('imports.pick')} onPick={pick} primary={picked === null} />
            {picked && <p className="muted import-pick__file">{t('imports.file', { name: picked.file.name })}</p>}
          </div>
          {picked && <ImportPreviewCard picked={picked} unit={unit} onUnit={setUnit} onStarted={setImportId} />}
        </>
      )}
      <EarlierImports />
    </div>
  );
}
