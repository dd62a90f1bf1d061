import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TrainingDay } from '../../training-plans';
import { useSignedInUser } from '../../auth';
import {
  isPauseRefusal,
  categoryLabel,
  defaultRestSeconds,
  ExerciseSearchField,
  heaviestWeight,
  parseReps,
  parseWeight,
  SetFields,
  useExerciseHistory,
  useHeavySetConfirm,
  useLogSet,
  useOwnExercise,
  WarmupToggle,
  weightText,
  type Machine,
  type ParsedWorkout,
} from '../../workouts';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Toast } from '../../../components/ui/toast';
import { todayIso } from '../../../lib/dates';
import { PauseNotice } from '../../profile';
import { formatNumber } from '../../../lib/numbers';
import { vibrate } from '../../../lib/vibrate';

import type { TrainingUpdate } from '../hooks/use-active-training';
import { clock, setsDone, type ActiveTraining } from '../lib/active-training';
import { insightsOf } from '../lib/history';
import { startingSet, suggestNext } from '../lib/progression';
import { useTranslation } from '../messages';
import { RestTimer } from './rest-timer';
import { TrendLine } from './trend-line';

/** Spec §9: the next exercise follows 1 s after a save. */
export const NEXT_EXERCISE_DELAY_MS = 1000;

interface SessionViewProps {
  day: TrainingDay;
  training: ActiveTraining;
  change: (update: TrainingUpdate) => void;
  machines: readonly Machine[];
  /** False while the exercises load: the inputs wait for them before they are prefilled. */
  machinesReady: boolean;
  now: number;
  onEnd: () => void;
}

/**
 * Spec §2 step B: the running session, one exercise at a time. Beyond the spec: each set of the
 * plan's target is logged on its own with a skippable rest between sets, the best set so far shows
 * beside the inputs, and the inputs are prefilled by double progression on the plan's rep target.
 */
export function SessionView({ day, training, change, machines, machinesReady, now, onEnd }: SessionViewProps) {
  const { t } = useTranslation();
  // The session shows its own rest between the plan's sets.
  const logSet = useLogSet({ startsRest: false });
  const user = useSignedInUser();
  const [problem, setProblem] = useState<string | null>(null);
  // What the toast says: saved on the server, or waiting in the outbox for the connection.
  const [toast, setToast] = useState<'sent' | 'queued' | null>(null);
  const [confirmEnd, setConfirmEnd] = useState(false);
  // Per set, as a new set row in Hevy or Strong starts normal: reset after every save.
  const [warmup, setWarmup] = useState(false);
  const advanceTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(advanceTimer.current), []);

  const index = training.currentExerciseIndex;
  const planned = day.exercises[index];
  const alternative = training.alternativeMode || !planned;
  const exerciseName = alternative ? training.alternativeName.trim() : planned.exercise_name;
  // A plan name the lifter logs under another name ("Kniebeugen" for their "Kniebeuge") is logged on theirs.
  const own = useOwnExercise(exerciseName, machines);
  const machine = own.machine;
  const history = useExerciseHistory(machine?.id);
  const insights = insightsOf(history.data ?? [], new Set(training.completedExercises.map((set) => set.entryId)));
  // A weight over three times the heaviest so far is asked about before it is saved (82,5 typed as 825).
  const heavy = useHeavySetConfirm(heaviestWeight(history.data));
  const suggestion = alternative
    ? null
    : suggestNext(
        insights.lastSession.map((entry) => ({ weight: entry.max_weight, reps: entry.reps })),
        planned.reps,
      );
  const start = startingSet(
    alternative ? null : planned,
    suggestion,
    insights.lastTime ? { weight: insights.lastTime.max_weight, reps: insights.lastTime.reps } : null,
  );
  const targetSets = alternative ? 1 : (planned.sets ?? 1);
  const done = alternative ? 0 : setsDone(training, index);
  const total = day.exercises.length;
  const finished = Math.min(total, index);

  // The inputs start from the plan's target, else the suggestion (or the latest entry), once per exercise, not over what was typed.
  const prefilled = useRef<string | null>(null);
  useEffect(() => {
    const key = alternative ? null : `${index}`;
    if (key === null || prefilled.current === key || !machinesReady || own.pending || (machine && history.isPending)) return;
    prefilled.current = key;
    if (training.currentWeight !== '' || training.currentReps !== '') return;
    if (start) change((current) => ({ ...current, currentWeight: weightText(start.weight), currentReps: String(start.reps) }));
  }, [alternative, index, machinesReady, own.pending, machine, history.isPending, start, training.currentWeight, training.currentReps, change]);

  function save(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (alternative && !exerciseName) return setProblem(training.alternativeMode ? t('guided.missingName') : t('guided.noExercise'));
    const weight = parseWeight(training.currentWeight);
    const reps = parseReps(training.currentReps);
    if (weight === null || reps === null || reps < 1) return setProblem(t('guided.missingValues'));
    heavy.guard({ max_weight: weight, reps, date: todayIso(), notes: null }, send);
  }

  function send(parsed: ParsedWorkout) {
    const { max_weight: weight, reps } = parsed;
    vibrate();
    logSet.mutate(
      { userId: user.id, exercise: { name: machine?.name ?? exerciseName }, machines, ...parsed, set_type: warmup ? 'warmup' : 'normal' },
      {
        onError: (error) => setProblem(isPauseRefusal(error) ? error.message : t('guided.saveError')),
        onSuccess: (result) => {
          setToast(result.status);
          setWarmup(false);
          // A set waiting in the outbox (offline) is known by its key until the server has it.
          const entryId = result.status === 'sent' ? result.entry.id : result.set.key;
          const set = { entryId, exerciseName, exerciseIndex: alternative ? null : index, weight, reps, warmup };
          // A warm-up is none of the plan's sets (nor the alternative's one): the same set follows, after a rest.
          if (warmup || done + 1 < targetSets) {
            change((current) => ({
              ...current,
              completedExercises: [...current.completedExercises, set],
              restUntil: Date.now() + defaultRestSeconds() * 1000,
            }));
            return;
          }
          if (alternative) {
            // A saved alternative exercise returns to the plan (spec §4).
            change((current) => ({
              ...current,
              completedExercises: [...current.completedExercises, set],
              alternativeMode: false,
              alternativeName: '',
              currentWeight: '',
              currentReps: '',
            }));
            return;
          }
          change((current) => ({ ...current, completedExercises: [...current.completedExercises, set], restUntil: null }));
          advanceTimer.current = window.setTimeout(() => next(), NEXT_EXERCISE_DELAY_MS);
        },
      },
    );
  }

  function next() {
    change((current) => ({ ...current, currentExerciseIndex: current.currentExerciseIndex + 1, currentWeight: '', currentReps: '', restUntil: null }));
  }

  const resting = training.restUntil !== null && training.restUntil > now;
  const busy = logSet.isPending;
  return (
    <div className="page-stack session">
      <header className="session__header">
        <h1 className="session__title">{t('guided.dayLabel', { number: day.day_number, name: day.day_name })}</h1>
        <span className="session__clock" aria-label={t('guided.elapsed')}>
          {clock(now - training.startTime)}
        </span>
      </header>
      <div className="session__progress">
        <div
          className="progress-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={finished}
          aria-label={t('guided.progressLabel', { done: finished, total })}
        >
          <span className="progress-bar__fill" style={{ width: `${total === 0 ? 100 : (finished / total) * 100}%` }} />
        </div>
        <span className="session__counter">{t('guided.progress', { done: finished, total })}</span>
      </div>

      <PauseNotice />

      <form className="card session__card" onSubmit={save} noValidate>
        {alternative ? (
          <>
            <h2 className="session__exercise">{t('guided.alternativeTitle')}</h2>
            <ExerciseSearchField
              value={training.alternativeName}
              onChange={(name) => change((current) => ({ ...current, alternativeName: name }))}
              exercises={machines}
              disabled={busy}
            />
          </>
        ) : (
          <>
            <h2 className="session__exercise">{planned.exercise_name}</h2>
            <p className="session__meta">
              {planned.sets !== null && planned.reps && <span>{t('guided.target', { sets: planned.sets, reps: planned.reps })}</span>}
              {targetSets > 1 && <span className="session__set">{t('guided.set', { number: Math.min(done + 1, targetSets), total: targetSets })}</span>}
            </p>
          </>
        )}
        {own.twin && machine && <p className="session__twin">{t('guided.ownTwin', { name: machine.name })}</p>}
        {machine && machine.categories.length > 0 && (
          <div className="chips chips--wrap">
            {machine.categories.map((category) => (
              <span key={category} className="chip chip--static">
                {categoryLabel(category)}
              </span>
            ))}
          </div>
        )}
        {insights.best ? (
          <div className="session__history">
            {insights.lastTime && (
              <p className="session__last">{t('guided.last', { kg: formatNumber(insights.lastTime.max_weight), reps: insights.lastTime.reps })}</p>
            )}
            <p className="session__best">
              {t('guided.best', { e1rm: formatNumber(insights.best.e1rm), kg: formatNumber(insights.best.max_weight), reps: insights.best.reps })}
            </p>
            <TrendLine values={insights.trend} label={t('guided.trend', { count: insights.trend.length })} />
          </div>
        ) : (
          exerciseName && !history.isFetching && <p className="session__none">{t('guided.noHistory')}</p>
        )}
        {start?.fromPlan ? (
          <p className="session__reason">{t('guided.fromPlan', { kg: formatNumber(start.weight), reps: planned?.reps ?? start.reps })}</p>
        ) : (
          suggestion?.reason && <p className="session__reason">{suggestion.reason}</p>
        )}

        <SetFields
          weight={training.currentWeight}
          reps={training.currentReps}
          onChange={(field, value) => change((current) => (field === 'weight' ? { ...current, currentWeight: value } : { ...current, currentReps: value }))}
          steppers
          disabled={busy}
        />
        <WarmupToggle on={warmup} onChange={setWarmup} disabled={busy} />
        {resting && (
          <RestTimer
            until={training.restUntil!}
            now={now}
            onSkip={() => change((current) => ({ ...current, restUntil: null }))}
            onExtend={() => change((current) => ({ ...current, restUntil: (current.restUntil ?? Date.now()) + 30_000 }))}
          />
        )}
        {problem && <Alert>{problem}</Alert>}
        {/* Sticks above the navigation and the dock: the rest and the toast above it never push it out of reach. */}
        <div className="session__submit">
          <button type="submit" className="button button--primary button--large button--block" disabled={busy}>
            {busy ? t('guided.saving') : t('guided.save')}
          </button>
        </div>
        <div className="session__secondary">
          {alternative ? (
            planned && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => change((current) => ({ ...current, alternativeMode: false, alternativeName: '' }))}
                disabled={busy}
              >
                {t('guided.backToPlan')}
              </button>
            )
          ) : (
            <>
              <button type="button" className="button button--secondary" onClick={next} disabled={busy}>
                {t('guided.skip')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => change((current) => ({ ...current, alternativeMode: true }))}
                disabled={busy}
              >
                {t('guided.alternative')}
              </button>
            </>
          )}
        </div>
      </form>
      <button type="button" className="button button--danger-outline button--block" onClick={() => setConfirmEnd(true)} disabled={busy}>
        {t('guided.end')}
      </button>
      <ConfirmDialog
        open={confirmEnd}
        title={t('guided.confirmEnd')}
        description={t('guided.confirmEndText')}
        confirmLabel={t('guided.confirmEndYes')}
        cancelLabel={t('guided.cancel')}
        tone="danger"
        onCancel={() => setConfirmEnd(false)}
        onConfirm={() => {
          setConfirmEnd(false);
          onEnd();
        }}
      />
      {heavy.dialog}
      {toast && <Toast message={`${t('guided.saved')} ${t(toast === 'sent' ? 'guided.savedText' : 'guided.savedQueued')}`} onDone={() => setToast(null)} />}
    </div>
  );
}
