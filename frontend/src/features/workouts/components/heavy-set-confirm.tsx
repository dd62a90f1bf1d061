import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatNumber } from '../../../lib/numbers';
import { isImplausiblyHeavy, type ParsedWorkout } from '../lib/workout-form';
import { useTranslation } from '../messages';

/**
 * Asks before saving a weight over three times the exercise's heaviest so far (a slipped comma
 * makes 82,5 into 825); `guard(parsed, save)` saves at once when the weight is plausible.
 */
export function useHeavySetConfirm(heaviest: number | null | undefined) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ parsed: ParsedWorkout; save: (parsed: ParsedWorkout) => void } | null>(null);

  function guard(parsed: ParsedWorkout, save: (parsed: ParsedWorkout) => void) {
    if (isImplausiblyHeavy(parsed.max_weight, heaviest)) setPending({ parsed, save });
    else save(parsed);
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={t('workouts.heavyTitle', { weight: formatNumber(pending?.parsed.max_weight ?? 0) })}
      description={t('workouts.heavyText', { best: formatNumber(heaviest ?? 0) })}
      confirmLabel={t('workouts.heavyConfirm')}
      cancelLabel={t('workouts.heavyFix')}
      onConfirm={() => {
        pending?.save(pending.parsed);
        setPending(null);
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { guard, dialog };
}
