import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/dates';
import { trainingPlansQueryOptions, useDeleteTrainingPlan, usePlanGeneration, type TrainingPlan } from '../../training-plans';
import { DEBUG_REFRESH_MS } from '../api/keys';
import { useTranslation } from '../messages';
import { JsonView } from './json-view';

/** "Plan erstellen": the planner for the signed-in admin, as the plan screen starts it; the plan shows up in the lists below. */
export function CreatePlanButton() {
  const { t } = useTranslation();
  const generation = usePlanGeneration();
  const busy = generation.state === 'generating' || generation.state === 'resuming';
  return (
    <div className="page-stack">
      <button type="button" className="button button--primary button--block" onClick={generation.start} disabled={busy}>
        {busy ? t('admin.plans.creating') : t('admin.plans.create')}
      </button>
      {generation.error && <Alert>{t('admin.error', { message: generation.error })}</Alert>}
    </div>
  );
}

/** The admin's active and inactive plans, each with its details (metadata, days, raw data) and delete. */
export function PlanLists() {
  const { t } = useTranslation();
  const plans = useQuery({ ...trainingPlansQueryOptions(), refetchInterval: DEBUG_REFRESH_MS });
  const remove = useDeleteTrainingPlan();
  const [doomed, setDoomed] = useState<TrainingPlan | null>(null);
  return (
    <>
      {remove.error && <Alert>{t('admin.error', { message: remove.error.message })}</Alert>}
      {plans.isPending ? (
        <Spinner />
      ) : plans.error ? (
        <Alert>{t('admin.error', { message: plans.error.message })}</Alert>
      ) : (
        <>
          <PlanList title={t('admin.plans.active')} plans={plans.data.filter((plan) => plan.is_active)} onDelete={setDoomed} />
          <PlanList title={t('admin.plans.inactive')} plans={plans.data.filter((plan) => !plan.is_active)} onDelete={setDoomed} />
        </>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={t('admin.plans.deleteConfirm')}
        description={doomed?.plan_name ?? ''}
        confirmLabel={t('admin.plans.delete')}
        cancelLabel={t('common.cancel')}
        tone="danger"
        busy={remove.isPending}
        busyLabel={t('admin.plans.deleting')}
        onCancel={() => setDoomed(null)}
        onConfirm={() => doomed && remove.mutate(doomed.id, { onSettled: () => setDoomed(null) })}
      />
    </>
  );
}

function PlanList({ title, plans, onDelete }: { title: string; plans: TrainingPlan[]; onDelete: (plan: TrainingPlan) => void }) {
  const { t } = useTranslation();
  return (
    <section className="section" aria-label={title}>
      <h2 className="section__title">{title}</h2>
      {plans.length === 0 ? (
        <p className="muted">{t('admin.plans.none')}</p>
      ) : (
        <ul className="admin-cards">
          {plans.map((plan) => (
            <li key={plan.id} className="card admin-card">
              <div className="admin-card__header">
                <h3 className="admin-card__title">{plan.plan_name}</h3>
                <button type="button" className="button button--danger-outline button--small" onClick={() => onDelete(plan)}>
                  {t('admin.plans.delete')}
                </button>
              </div>
              <details>
                <summary>{t('admin.plans.details')}</summary>
                <div className="admin-event__body">
                  <h4 className="admin-event__label">{t('admin.plans.metadata')}</h4>
                  <dl className="admin-pairs">
                    <dt>id</dt>
                    <dd className="admin-mono">{plan.id}</dd>
                    <dt>{t('admin.plans.description')}</dt>
                    <dd>{plan.plan_description}</dd>
                    <dt>{t('admin.plans.source')}</dt>
                    <dd>{plan.source}</dd>
                    <dt>{t('admin.plans.created')}</dt>
                    <dd>{formatDateTime(plan.created_date)}</dd>
                  </dl>
                  <h4 className="admin-event__label">{t('admin.plans.days')}</h4>
                  <ol className="admin-days">
                    {plan.training_days.map((day) => (
                      <li key={day.id}>
                        <strong>{t('admin.plans.day', { number: day.day_number, name: day.day_name })}</strong>
                        <span className="muted"> · {day.exercises.map((exercise) => exercise.exercise_name).join(', ') || t('admin.plans.noExercises')}</span>
                      </li>
                    ))}
                  </ol>
                  <h4 className="admin-event__label">{t('admin.plans.raw')}</h4>
                  <JsonView value={plan} label={t('admin.plans.rawOf', { name: plan.plan_name })} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
