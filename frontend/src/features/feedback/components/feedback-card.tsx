import type { Feedback, FeedbackStatus } from '@hantelwerk/api-types';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/dates';
import { FEEDBACK_STATUSES, STATUS_ICONS } from '../lib/status-icons';
import { useTranslation } from '../messages';

interface FeedbackCardProps {
  feedback: Feedback;
  busy: boolean;
  onStatus: (status: FeedbackStatus) => void;
}

/** Spec §2: the address, the date as "d. MMMM yyyy, HH:mm", a status selector, the message and the screenshot (up to 400 px). */
export function FeedbackCard({ feedback, busy, onStatus }: FeedbackCardProps) {
  const { t } = useTranslation();
  const statusId = useId();
  const Icon = STATUS_ICONS[feedback.status];
  return (
    <li className="card feedback-card">
      <div className="feedback-card__header">
        <div>
          <p className="feedback-card__address">{feedback.user_email}</p>
          <p className="feedback-card__date">
            <time dateTime={feedback.created_date}>{formatDateTime(feedback.created_date)}</time>
          </p>
        </div>
        <div className={`feedback-card__status feedback-card__status--${feedback.status}`}>
          <Icon size={18} aria-hidden="true" />
          <label className="visually-hidden" htmlFor={statusId}>
            {t('feedbackManagement.statusOf', { address: feedback.user_email })}
          </label>
          <select id={statusId} value={feedback.status} disabled={busy} onChange={(event) => onStatus(event.target.value as FeedbackStatus)}>
            {FEEDBACK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`feedbackManagement.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="feedback-card__message">{feedback.message}</p>
      {feedback.image_url && (
        <img className="feedback-card__screenshot" src={feedback.image_url} alt={t('feedbackManagement.screenshot', { address: feedback.user_email })} />
      )}
    </li>
  );
}
