import { useState, type ReactNode } from 'react';
import type { TrainingDay, TrainingPlan } from '@hantelwerk/api-types';
import { PageHeader } from '../../../components/ui/page-header';
import { lastTrainedLabel } from '../lib/last-trained';
import { useTranslation } from '../messages';

interface DayPickerProps {
  plan: TrainingPlan;
  /** The plan's last completed day (the "Zuletzt" badge). */
  lastDayNumber: number | null;
  lastTrainingDate: string | null;
  onStart: (day: TrainingDay) => void;
  /** "Tag 1: Ganzkörper", in the interface's language. */
  dayLabel: (day: TrainingDay) => string;
  /** The button that starts a training without the plan. */
  startEmpty: ReactNode;
}

/** Spec §2 step A: the plan's days by number with their exercise counts; start only once a day is chosen, or start empty. */
export function DayPicker({ plan, lastDayNumber, lastTrainingDate, onStart, dayLabel, startEmpty }: DayPickerProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const days = [...plan.training_days].sort((a, b) => a.day_number - b.day_number);
  const day = days.find((candidate) => candidate.id === chosen);
  return (
    <div className="page-stack">
      <PageHeader title={t('guided.title')} subtitle={t('guided.chooseDay')} />
      <div className="guided-plan">
        <span className="guided-plan__name">{plan.plan_name}</span>
        {lastTrainingDate && <span className="guided-plan__last">{t('guided.lastTrained', { when: lastTrainedLabel(lastTrainingDate, new Date()) })}</span>}
      </div>
      <div className="guided-days" role="radiogroup" aria-label={t('guided.chooseDay')}>
        {days.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="radio"
            aria-checked={candidate.id === chosen}
            className="guided-day"
            onClick={() => setChosen(candidate.id)}
          >
            <span className="guided-day__name">{dayLabel(candidate)}</span>
            <span className="guided-day__count">
              {candidate.exercises.length === 1 ? t('guided.oneExercise') : t('guided.exercises', { count: candidate.exercises.length })}
            </span>
            {candidate.day_number === lastDayNumber && <span className="guided-day__badge">{t('guided.lastBadge')}</span>}
          </button>
        ))}
      </div>
      <button type="button" className="button button--primary button--large button--block" disabled={!day} onClick={() => day && onStart(day)}>
        {t('guided.start')}
      </button>
      {startEmpty}
    </div>
  );
}
