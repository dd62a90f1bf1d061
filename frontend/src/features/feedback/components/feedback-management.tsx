import type { FeedbackStatus } from '@hantelwerk/api-types';
import { Inbox } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { Toast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { serverMessage } from '../../../lib/server-message';
import { useFeedbackList } from '../api/get-feedback';
import { useUpdateFeedbackStatus } from '../api/update-feedback-status';
import { FEEDBACK_STATUSES } from '../lib/status-icons';
import { useTranslation } from '../messages';
import { FeedbackCard } from './feedback-card';

type Filter = FeedbackStatus | 'all';
type Notice = { title: string; description: string; tone: 'success' | 'error' };

/** Spec §2 "Feedback Verwaltung": filter with a counter, empty states, one card per feedback, toasts on status changes. */
export function FeedbackManagement() {
  const { t } = useTranslation();
  const filterId = useId();
  const [filter, setFilter] = useState<Filter>('all');
  const [notice, setNotice] = useState<Notice | null>(null);
  const hideNotice = useCallback(() => setNotice(null), []);
  const feedback = useFeedbackList();
  const update = useUpdateFeedbackStatus();
  const shown = (feedback.data ?? []).filter((item) => filter === 'all' || item.status === filter);

  function changeStatus(id: string, status: FeedbackStatus) {
    update.mutate(
      { id, status },
      {
        onSuccess: () => setNotice({ title: t('feedbackManagement.updated'), description: t('feedbackManagement.updatedText'), tone: 'success' }),
        onError: (error) =>
          setNotice({
            title: t('feedbackManagement.updateFailed'),
            description: serverMessage(error) ?? t('feedbackManagement.updateFailedText'),
            tone: 'error',
          }),
      },
    );
  }

  return (
    <div className="page-stack">
      <PageHeader
        title={t('feedbackManagement.title')}
        subtitle={t('feedbackManagement.subtitle')}
        back={{ to: paths.profile, label: t('common.backToProfile') }}
      />
      <div className="feedback-filter">
        <label className="field__label" htmlFor={filterId}>
          {t('feedbackManagement.filter')}
        </label>
        <select id={filterId} className="field__input" value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
          <option value="all">{t('feedbackManagement.all')}</option>
          {FEEDBACK_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`feedbackManagement.${status}`)}
            </option>
          ))}
        </select>
        <span className="feedback-filter__count" aria-live="polite">
          {t(shown.length === 1 ? 'feedbackManagement.countOne' : 'feedbackManagement.countMany', { count: shown.length })}
        </span>
      </div>
      {feedback.isPending ? (
        <Spinner />
      ) : feedback.isError ? (
        <Alert>{t('feedbackManagement.loadFailed')}</Alert>
      ) : shown.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={t('feedbackManagement.emptyTitle')}
          description={filter === 'all' ? t('feedbackManagement.emptyText') : t('feedbackManagement.emptyFiltered')}
        />
      ) : (
        <ul className="feedback-list">
          {shown.map((item) => (
            <FeedbackCard
              key={item.id}
              feedback={item}
              busy={update.isPending && update.variables?.id === item.id}
              onStatus={(status) => changeStatus(item.id, status)}
            />
          ))}
        </ul>
      )}
      {notice && <Toast message={notice.title} description={notice.description} tone={notice.tone} onDone={hideNotice} durationMs={3000} />}
    </div>
  );
}
