import { Check, Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { TrainingPlan } from '../api/get-training-plans';
import { useTranslation } from '../messages';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';

interface PlanManagerProps {
  plans: readonly TrainingPlan[];
  selectedId: string;
  onSelect: (planId: string) => void;
  onRename: (planId: string, name: string) => void;
  onDelete: (planId: string) => void;
  onCreateNew: () => void;
  onClose: () => void;
  busy: boolean;
  error: string | null;
}

/** Spec §2 "Trainingspläne verwalten": choose, rename in place (Enter/Escape), delete, a new plan through onboarding. */
export function PlanManager({ plans, selectedId, onSelect, onRename, onDelete, onCreateNew, onClose, busy, error }: PlanManagerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [editing, setEditing] = useState<{ id: string; name: string } | null>(null);

  function handleKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setEditing(null);
    } else if (event.key === 'Enter' && editing) {
      event.preventDefault();
      const name = editing.name.trim();
      // Spec §5: a blank rename is ignored.
      if (name) onRename(editing.id, name);
      setEditing(null);
    }
  }

  return (
    <Modal
      backdropClassName="dialog-backdrop"
      className="dialog plan-manager"
      labelledBy={titleId}
      onDismiss={onClose}
      dismissible={!busy}
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('button')}
    >
      <h2 id={titleId} className="dialog__title">
        {t('plans.managerTitle')}
      </h2>
      <ul className="plan-manager__list">
        {plans.map((plan) => (
          <li key={plan.id} className="plan-manager__item">
            {editing?.id === plan.id ? (
              <input
                className="field__input"
                aria-label={t('plans.planName')}
                value={editing.name}
                maxLength={80}
                autoFocus
                onChange={(event) => setEditing({ id: plan.id, name: event.target.value })}
                onKeyDown={handleKey}
                onBlur={() => setEditing(null)}
              />
            ) : (
              <button type="button" className="plan-manager__choose" aria-pressed={plan.id === selectedId} onClick={() => onSelect(plan.id)} disabled={busy}>
                <span className="plan-manager__name">{plan.plan_name}</span>
                <span className="plan-manager__meta">
                  {plan.id === selectedId && (
                    <>
                      <Check size={14} aria-hidden="true" /> {t('plans.selected')}
                    </>
                  )}
                  {plan.is_active && plan.id !== selectedId && t('plans.active')}
                </span>
              </button>
            )}
            <button
              type="button"
              className="icon-button icon-button--subtle"
              aria-label={t('plans.rename', { name: plan.plan_name })}
              onClick={() => setEditing({ id: plan.id, name: plan.plan_name })}
              disabled={busy}
            >
              <Pencil size={18} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="icon-button icon-button--subtle"
              aria-label={t('plans.delete', { name: plan.plan_name })}
              onClick={() => onDelete(plan.id)}
              disabled={busy}
            >
              <Trash2 size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {error && <Alert>{error}</Alert>}
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
          {t('plans.close')}
        </button>
        <button type="button" className="button button--primary" onClick={onCreateNew} disabled={busy}>
          <Plus size={18} aria-hidden="true" />
          {t('plans.newPlan')}
        </button>
      </div>
    </Modal>
  );
}
