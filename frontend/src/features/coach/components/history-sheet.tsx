import { Check, SquarePen, X } from 'lucide-react';
import { useId } from 'react';
import type { Conversation } from '../api/get-conversation';
import { Modal } from '../../../components/ui/modal';
import { t as translate, useTranslation } from '../messages';
import { formatTimestamp } from '../lib/format-time';
import { DAY_MONTH_TIME } from '../../../lib/dates';

interface HistorySheetProps {
  conversations: Conversation[];
  activeId: string | null;
  onOpen: (id: string) => void;
  onNewChat: () => void;
  onClose: () => void;
}

function titleOf(conversation: Conversation): string {
  const first = conversation.messages?.find((message) => message.role === 'user' && message.content?.trim());
  return first?.content?.trim() || translate('chat.historyUntitled');
}

function countOf(conversation: Conversation): string | null {
  if (!Array.isArray(conversation.messages)) return null;
  const count = conversation.messages.filter((message) => (message.role === 'user' || message.role === 'assistant') && message.content?.trim()).length;
  return translate(count === 1 ? 'chat.historyMessagesOne' : 'chat.historyMessagesOther', { count });
}

/** Past coach conversations as a bottom sheet; choosing one opens it. */
export function HistorySheet({ conversations, activeId, onOpen, onNewChat, onClose }: HistorySheetProps) {
  const { t } = useTranslation();
  const titleId = useId();

  return (
    <Modal
      backdropClassName="sheet-backdrop"
      className="sheet"
      labelledBy={titleId}
      onDismiss={onClose}
      initialFocus={(sheet) => sheet.querySelector<HTMLElement>('[aria-current="true"], .history-item, button')}
    >
      <span className="sheet__grabber" aria-hidden="true" />
      <div className="sheet__header">
        <h2 id={titleId} className="dialog__title">
          {t('chat.history')}
        </h2>
        <button type="button" className="chat-icon-button" onClick={onClose} aria-label={t('chat.historyClose')}>
          <X size={22} aria-hidden="true" />
        </button>
      </div>
      <button type="button" className="button button--secondary button--block" onClick={onNewChat}>
        <SquarePen size={18} aria-hidden="true" />
        {t('chat.newChat')}
      </button>
      {conversations.length === 0 ? (
        <p className="sheet__empty">{t('chat.historyEmpty')}</p>
      ) : (
        <ul className="history-list">
          {conversations.map((conversation) => {
            const isCurrent = conversation.id === activeId;
            return (
              <li key={conversation.id}>
                <button
                  type="button"
                  className={`history-item${isCurrent ? ' is-current' : ''}`}
                  aria-current={isCurrent ? 'true' : undefined}
                  onClick={() => onOpen(conversation.id)}
                >
                  <span className="history-item__title">{titleOf(conversation)}</span>
                  <span className="history-item__meta">
                    {[formatTimestamp(conversation.updated_date ?? conversation.created_date, DAY_MONTH_TIME), countOf(conversation)]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  {isCurrent && (
                    <span className="history-item__current">
                      <Check size={14} aria-hidden="true" />
                      {t('chat.historyCurrent')}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
