import { Check } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { WarmupToggle } from '../../../shared/sets';
import { formatNumber } from '../../../lib/numbers';
import type { PastSet, SheetSet } from '../lib/sheet';
import { useTranslation } from '../messages';

interface SheetSetRowProps {
  exercise: string;
  number: number;
  row: SheetSet;
  values: { weight: string; reps: string };
  previous: PastSet | null;
  /** Being logged: the check waits for the outbox. */
  busy: boolean;
  invalid: boolean;
  onChange: (field: 'weight' | 'reps', value: string) => void;
  /** The set's fields left: a checked set's edit is sent. */
  onLeave: () => void;
  onWarmup: (on: boolean) => void;
  onCheck: () => void;
}

/**
 * One set of the sheet: its number, the set of the previous training beside it, warm-up in one
 * tap, kg and reps (decimal comma or point), and the check that logs it. Every control is named
 * with the set and the exercise ("Gewicht Satz 2 Kniebeugen"), for a screen reader on a long sheet.
 */
export function SheetSetRow({ exercise, number, row, values, previous, busy, invalid, onChange, onLeave, onWarmup, onCheck }: SheetSetRowProps) {
  const { t } = useTranslation();
  const set = t('sheet.setLabel', { number });
  const checked = row.logged !== null;
  const field = (name: 'weight' | 'reps') => ({
    className: 'field__input sheet-set__input',
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
    'aria-invalid': invalid && !checked ? true : undefined,
    autoComplete: 'off',
  });
  return (
    <li className={`sheet-set${checked ? ' sheet-set--checked' : ''}${row.setType === 'warmup' ? ' sheet-set--warmup' : ''}`}>
      <div className="sheet-set__head">
        <span className="sheet-set__number">{set}</span>
        <span className="sheet-set__previous">
          {previous ? t('sheet.previous', { kg: formatNumber(previous.weight), reps: previous.reps }) : t('sheet.noPrevious')}
        </span>
        <WarmupToggle on={row.setType === 'warmup'} onChange={onWarmup} disabled={busy} compact={{ label: t('sheet.warmup', { set, exercise }) }} />
      </div>
      {/* Leaving the set's fields, not moving from kg to reps, sends a checked set's edit: one change per edit. */}
      <div className="sheet-set__entry" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && onLeave()}>
        <label className="sheet-set__value">
          <input {...field('weight')} inputMode="decimal" aria-label={t('sheet.weight', { set, exercise })} />
          <span aria-hidden="true">{t('sheet.kg')}</span>
        </label>
        <label className="sheet-set__value">
          <input {...field('reps')} inputMode="numeric" aria-label={t('sheet.reps', { set, exercise })} />
          <span aria-hidden="true">{t('sheet.repsUnit')}</span>
        </label>
        <button
          type="button"
          className="sheet-set__check"
          aria-pressed={checked}
          aria-label={t('sheet.check', { set, exercise })}
          onClick={onCheck}
          disabled={busy}
        >
          <Check size={22} strokeWidth={3} aria-hidden="true" />
        </button>
      </div>
    </li>
  );
}
