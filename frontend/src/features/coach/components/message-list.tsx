import { isToday } from 'date-fns/isToday';
import { isYesterday } from 'date-fns/isYesterday';
import { parseISO } from 'date-fns/parseISO';
import { MessageCircle } from 'lucide-react';
import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ConversationMessage } from '../api/get-conversation';
import { Spinner } from '../../../components/ui/spinner';
import { t as translate, useTranslation } from '../messages';
import { formatDate, WEEKDAY_DAY_MONTH } from '../../../lib/dates';
import { AssistantMessage, TypingIndicator, UserMessage } from './message-bubble';

interface MessageListProps {
  messages: ConversationMessage[];
  /** The text on its way to the server, shown at once as the user's bubble. */
  pendingText: string | null;
  isLoading: boolean;
  isReplying: boolean;
  /** The reply as far as the coach has written it, while it writes. */
  replyInProgress?: string | null;
  /** Identifies the open conversation, so switching chats jumps to its end. */
  conversationKey: string;
  suggestions: string[];
  onSuggestion: (text: string) => void;
  canSend: boolean;
  /** Shown first in the log and scrolled away with it, like a messenger's notice. */
  notice?: ReactNode;
}

/** Only what a person wrote or the coach answered; empty turns stay hidden. */
function visibleMessages(messages: ConversationMessage[]): ConversationMessage[] {
  return messages.filter((message) => message.content.trim() !== '');
}

function dayLabel(iso: string): string {
  const date = parseISO(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (isToday(date)) return translate('chat.today');
  if (isYesterday(date)) return translate('chat.yesterday');
  return formatDate(date, WEEKDAY_DAY_MONTH);
}

/** The conversation as a live log; it keeps the newest message in view. */
export function MessageList(props: MessageListProps) {
  const { t } = useTranslation();
  const { messages, pendingText, isLoading, isReplying, replyInProgress = null, conversationKey, suggestions, onSuggestion, canSend, notice } = props;
  const logRef = useRef<HTMLDivElement>(null);
  const visible = visibleMessages(messages);
  const isEmpty = visible.length === 0 && pendingText === null && !isReplying;

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const newest = log.querySelector<HTMLElement>('.chat-msg:last-of-type');
    // A reply taller than the screen is shown from its start; anything else by scrolling to the end.
    if (newest && newest.classList.contains('chat-msg--assistant') && newest.offsetHeight > log.clientHeight) {
      log.scrollTop = newest.offsetTop - 12;
    } else {
      log.scrollTop = log.scrollHeight;
    }
  }, [visible.length, pendingText, isReplying, replyInProgress, isLoading, conversationKey]);

  let previousDay = '';

  return (
    <div ref={logRef} className="chat-log" role="log" aria-live="polite" aria-label={t('chat.log')} tabIndex={0}>
      {notice}
      {isLoading ? (
        <div className="chat-log__center">
          <Spinner />
        </div>
      ) : isEmpty ? (
        <div className="chat-empty">
          <div className="empty-state__icon" aria-hidden="true">
            <MessageCircle size={28} />
          </div>
          <h2 className="chat-empty__title">{t('chat.emptyTitle')}</h2>
          <p className="chat-empty__text">{t('chat.emptyText')}</p>
          <ul className="chat-suggestions" aria-label={t('chat.suggestionsLabel')}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button type="button" className="chat-suggestion" onClick={() => onSuggestion(suggestion)} disabled={!canSend}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          {visible.map((message) => {
            const day = dayLabel(message.created_at);
            const showDay = day !== '' && day !== previousDay;
            if (day) previousDay = day;
            return (
              <Fragment key={message.id}>
                {showDay && (
                  <p className="chat-day">
                    <span>{day}</span>
                  </p>
                )}
                {message.role === 'user' ? (
                  <UserMessage content={message.content} createdAt={message.created_at} />
                ) : (
                  <AssistantMessage content={message.content} createdAt={message.created_at} />
                )}
              </Fragment>
            );
          })}
          {pendingText !== null && <UserMessage content={pendingText} pending />}
          {isReplying && (replyInProgress !== null ? <AssistantMessage content={replyInProgress} writing /> : <TypingIndicator />)}
        </>
      )}
    </div>
  );
}
