import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { displayOrFullName, useSignedInUser } from '../../../lib/session';
import { CATEGORIES, categoryLabel } from '../../../shared/exercises';
import { Alert } from '../../../components/ui/alert';
import { serverMessage } from '../../../lib/server-message';
import { useCompleteOnboarding } from '../api/complete-onboarding';
import {
  answersOf,
  AUTO_ADVANCE_MS,
  AUTO_ADVANCING_STEPS,
  BODY_WEIGHT_KG,
  emptyDraft,
  EXPERIENCE,
  FREQUENCIES,
  GOALS,
  isStepAnswered,
  isStepValid,
  STEP_COUNT,
  weightProblem,
  type Draft,
} from '../lib/steps';
import { NumberField } from '../../../components/ui/number-field';
import { useTranslation } from '../messages';
import { CompletionScreen } from './completion-screen';

/**
 * Spec §2 Onboarding: six steps with progress dots, each checked before moving on; steps 2–4 move
 * on 300 ms after a choice. "Fertig" records the answers and starts the plan; then the completion
 * screen waits for it. A user whose onboarding is done sees that screen straight away (a reload
 * while the plan is made resumes there).
 */
export function OnboardingFlow() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const complete = useCompleteOnboarding();
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<Draft>(() => emptyDraft(displayOrFullName(user) ?? ''));
  // A typed value's problem shows once the lifter left the field or tried "Weiter", not while typing.
  const [checked, setChecked] = useState(false);
  const advanceTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  if (user.onboarding_completed) return <CompletionScreen />;

  const answered = isStepAnswered(step, draft);
  const next = () => {
    if (!isStepValid(step, draft)) {
      setChecked(true);
      return;
    }
    setChecked(false);
    if (step < STEP_COUNT) setStep(step + 1);
    else complete.mutate(answersOf(draft));
  };

  function choose(change: Partial<Draft>) {
    const updated = { ...draft, ...change };
    setDraft(updated);
    if (!AUTO_ADVANCING_STEPS.includes(step)) return;
    window.clearTimeout(advanceTimer.current);
    const from = step;
    advanceTimer.current = window.setTimeout(
      () => setStep((current) => (current === from && isStepValid(from, updated) ? from + 1 : current)),
      AUTO_ADVANCE_MS,
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    next();
  }

  return (
    <form className="onboarding" onSubmit={submit} noValidate>
      <h1 className="onboarding__welcome">{t('onboarding.title')}</h1>
      <div
        className="onboarding__dots"
        role="progressbar"
        aria-valuemin={1}
        aria-valuemax={STEP_COUNT}
        aria-valuenow={step}
        aria-label={t('onboarding.progress', { step, total: STEP_COUNT })}
      >
        {Array.from({ length: STEP_COUNT }, (_, index) => (
          <span
            key={index}
            className={`onboarding__dot${index + 1 === step ? ' onboarding__dot--current' : index + 1 < step ? ' onboarding__dot--done' : ''}`}
          />
        ))}
      </div>
      <div className="onboarding__step">{renderStep(step, draft, setDraft, choose, t, { checked, check: () => setChecked(true) })}</div>
      {/* The server's explanation in words, never its technical details (the field's name as JSON). */}
      {complete.isError && <Alert>{serverMessage(complete.error) ?? t('onboarding.finishError')}</Alert>}
      <div className="onboarding__actions">
        {step > 1 && (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              setChecked(false);
              setStep(step - 1);
            }}
            disabled={complete.isPending}
          >
            {t('onboarding.back')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={!answered || complete.isPending}>
          {step < STEP_COUNT ? t('onboarding.next') : complete.isPending ? t('onboarding.finishing') : t('onboarding.finish')}
        </button>
      </div>
    </form>
  );
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** Whether a typed value's problem is shown yet, and how the field asks for it. */
interface Checking {
  checked: boolean;
  check: () => void;
}

function renderStep(step: number, draft: Draft, setDraft: (draft: Draft) => void, choose: (change: Partial<Draft>) => void, t: Translate, checking: Checking) {
  switch (step) {
    case 1:
      return (
        <Question title={t('onboarding.name.question')}>
          <input
            className="field__input"
            aria-label={t('onboarding.name.label')}
            placeholder={t('onboarding.name.label')}
            value={draft.name}
            maxLength={80}
            autoComplete="given-name"
            autoFocus
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </Question>
      );
    case 2:
      return (
        <Question title={t('onboarding.frequency.question')}>
          <Options
            options={FREQUENCIES.map((value) => ({ value, label: t('onboarding.frequency.option', { count: value }) }))}
            selected={draft.frequency}
            onChoose={(frequency) => choose({ frequency })}
            columns
          />
        </Question>
      );
    case 3:
      return (
        <Question title={t('onboarding.goal.question')}>
          <Options
            options={GOALS.map((value) => ({ value, label: t(`onboarding.goal.${value}`) }))}
            selected={draft.goal}
            onChoose={(goal) => choose({ goal })}
          />
        </Question>
      );
    case 4:
      return (
        <Question title={t('onboarding.experience.question')}>
          <Options
            options={EXPERIENCE.map((value) => ({ value, label: t(`onboarding.experience.${value}`), detail: t(`onboarding.experience.${value}.years`) }))}
            selected={draft.experience}
            onChoose={(experience) => choose({ experience })}
          />
        </Question>
      );
    case 5:
      return (
        <Question title={t('onboarding.weight.question')}>
          <NumberField
            id="onboarding-weight"
            name="body_weight"
            label={t('onboarding.weight.label')}
            placeholder={t('onboarding.weight.placeholder')}
            inputMode="decimal"
            value={draft.weight}
            error={checking.checked ? weightError(draft.weight, t) : undefined}
            onChange={(weight) => setDraft({ ...draft, weight })}
            onBlur={checking.check}
            autoFocus
          />
        </Question>
      );
    default:
      return (
        <Question title={t('onboarding.focus.question')} hint={t('onboarding.focus.hint')}>
          <div className="chips chips--wrap">
            {CATEGORIES.map((category) => {
              const on = draft.focus.includes(category);
              return (
                <button
                  key={category}
                  type="button"
                  className="chip"
                  aria-pressed={on}
                  onClick={() => setDraft({ ...draft, focus: on ? draft.focus.filter((area) => area !== category) : [...draft.focus, category] })}
                >
                  {categoryLabel(category)}
                </button>
              );
            })}
          </div>
        </Question>
      );
  }
}

function weightError(text: string, t: Translate): string | undefined {
  const problem = weightProblem(text);
  return problem ? t(problem, { min: BODY_WEIGHT_KG.min, max: BODY_WEIGHT_KG.max }) : undefined;
}

function Question({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="onboarding__question">
      <legend className="onboarding__title">{title}</legend>
      {hint && <p className="onboarding__hint">{hint}</p>}
      {children}
    </fieldset>
  );
}

interface Option {
  value: string;
  label: string;
  detail?: string;
}

function Options({
  options,
  selected,
  onChoose,
  columns = false,
}: {
  options: Option[];
  selected: string | null;
  onChoose: (value: string) => void;
  columns?: boolean;
}) {
  return (
    <div className={`onboarding__options${columns ? ' onboarding__options--grid' : ''}`}>
      {options.map((option) => (
        <button key={option.value} type="button" className="onboarding__option" aria-pressed={option.value === selected} onClick={() => onChoose(option.value)}>
          <span className="onboarding__option-label">{option.label}</span>
          {option.detail && <span className="onboarding__option-detail">{option.detail}</span>}
        </button>
      ))}
    </div>
  );
}
