import { Check, SquarePen, X } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { Conversation } from '../../api/agents';
import { t } from '../../i18n';
import { formatTimestamp } from './format-time';

interface HistorySheetProps {
  conversations: Conversation[];
  activeId: string | null;
  onOpen: (id: string) => void;
  onNewChat: () => void;
  onClose: () => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

function titleOf(conversation: Conversation): string {
  const first = conversation.messages?.find((message) => message.role === 'user' && message.content?.trim());
  return first?.content?.trim() || t('chat.historyUntitled');
}

function countOf(conversation: Conversation): string | null {
  if (!Array.isArray(conversation.messages)) return null;
  const count = conversation.messages.filter(
    (message) => (message.role === 'user' || message.role === 'assistant') && message.content?.trim(),
  ).length;
  return t(count === 1 ? 'chat.historyMessagesOne' : 'chat.historyMessagesOther', { count });
}

/** Past coach conversations as a bottom sheet; choosing one opens it. */
export function HistorySheet({ conversations, activeId, onOpen, onNewChat, onClose }: HistorySheetProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    sheetRef.current?.querySelector<HTMLElement>('[aria-current="true"], .history-item, button')?.focus();
    return () => previouslyFocused?.focus();
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !sheetRef.current) return;
    const focusable = Array.from(sheetRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="sheet-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={sheetRef}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={handleKeyDown}
      >
        <span className="sheet__grabber" aria-hidden="true" />
        <div className="sheet__header">
          <h2 id={titleId} className="sheet__title">
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
                      {[formatTimestamp(conversation.updated_date ?? conversation.created_date, 'd. MMMM, HH:mm'), countOf(conversation)]
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
      </div>
    </div>,
    document.body,
  );
}
