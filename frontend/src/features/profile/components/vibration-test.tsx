import { Vibrate } from 'lucide-react';
import { useState } from 'react';
import { vibrate } from '../../../lib/vibrate';
import { useTranslation } from '../messages';

/** Admins only (spec §6): tries the device's vibration (the "medium" pattern) and says whether it worked. */
export function VibrationTest() {
  const { t } = useTranslation();
  const [result, setResult] = useState<boolean | null>(null);
  return (
    <>
      <button type="button" className="button button--secondary button--block" onClick={() => setResult(vibrate(50))}>
        <Vibrate size={20} aria-hidden="true" />
        {t('profile.vibrationTest')}
      </button>
      {result !== null && (
        <p className={result ? 'form-success' : 'form-error'} role={result ? 'status' : 'alert'}>
          {result ? t('profile.vibrationDone') : t('profile.vibrationFailed')}
        </p>
      )}
    </>
  );
}
