import { Flame } from 'lucide-react';
import { useId } from 'react';
import { formatNumber } from '../../../lib/numbers';
import { RPE_VALUES, type SetType } from '../lib/set-kind';
import { useTranslation } from '../messages';

const KIND_LABELS = {
  warmup: 'sets.setType.warmup',
  failure: 'sets.setType.failure',
  dropset: 'sets.setType.dropset',
} as const satisfies Record<Exclude<SetType, 'normal'>, string>;

/** "Aufwärmen" (muted), "Bis zum Versagen", "Dropsatz" and "RPE 8" beside a set; nothing for a normal set without RPE. */
export function SetKindBadges({ setType, rpe }: { setType?: SetType; rpe?: number | null }) {
  const { t } = useTranslation();
  return (
    <>
      {setType && setType !== 'normal' && <span className={`set-kind-badge set-kind-badge--${setType}`}>{t(KIND_LABELS[setType])}</span>}
      {rpe !== null && rpe !== undefined && <span className="set-kind-badge">{t('sets.rpeBadge', { rpe: formatNumber(rpe) })}</span>}
    </>
  );
}

interface WarmupToggleProps {
  on: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
  /** The flame alone, named `label` (a row of the training sheet has no room for the word). */
  compact?: { label: string };
}

/** One tap marks the set as a warm-up, which counts in no figure. */
export function WarmupToggle({ on, onChange, disabled = false, compact }: WarmupToggleProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={compact ? 'chip warmup-toggle warmup-toggle--compact' : 'chip warmup-toggle'}
      aria-pressed={on}
      aria-label={compact?.label}
      onClick={() => onChange(!on)}
      disabled={disabled}
    >
      <Flame size={16} aria-hidden="true" />
      {!compact && t('sets.warmup')}
    </button>
  );
}

/** RPE, small: "—" (none) or 6 to 10 in half steps. */
export function RpeSelect({ value, onChange, disabled = false }: { value: number | null; onChange: (rpe: number | null) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="rpe-field">
      <label className="field__label" htmlFor={id}>
        {t('sets.rpe')}
      </label>
      <select
        id={id}
        className="field__input rpe-field__select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
        disabled={disabled}
      >
        <option value="">{t('sets.rpeNone')}</option>
        {RPE_VALUES.map((rpe) => (
          <option key={rpe} value={rpe}>
            {formatNumber(rpe)}
          </option>
        ))}
      </select>
    </div>
  );
}
