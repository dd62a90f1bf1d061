import { Bot, History, SquarePen } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { useTranslation } from '../messages';
import { vibrate } from '../../../lib/vibrate';
import { ChatDisclaimer } from './chat-disclaimer';
import { Composer } from './composer';
import { HistorySheet } from './history-sheet';
import { MessageList } from './message-list';
import { useCoachChat } from '../hooks/use-coach-chat';

/** The AI coach: a messenger-style screen between the header and the bottom navigation. */
export function CoachChat() {
  const { t } = useTranslation();
  const suggestions = [t('chat.suggestion1'), t('chat.suggestion2'), t('chat.suggestion3')];
  const chat = useCoachChat();
  const [historyOpen, setHistoryOpen] = useState(false);
  const canSend = !chat.isSending && !(chat.isReplying && !chat.replyFailed);

  return (
    <div className="chat">
      <header className="chat__header">
        <span className="chat__avatar" aria-hidden="true">
          <Bot size={22} strokeWidth={2.2} />
        </span>
        <div className="chat__heading">
          <h1 className="chat__title">{t('chat.title')}</h1>
          <p className="chat__subtitle">{t('chat.subtitle')}</p>
        </div>
        <div className="chat__actions">
          <button
            type="button"
            className="chat-icon-button"
            aria-label={t('chat.history')}
            aria-haspopup="dialog"
            onClick={() => {
              vibrate();
              setHistoryOpen(true);
            }}
          >
            <History size={22} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="chat-icon-button"
            aria-label={t('chat.newChat')}
            onClick={() => {
              vibrate();
              chat.startNewChat();
            }}
          >
            <SquarePen size={21} aria-hidden="true" />
          </button>
        </div>
      </header>

      <MessageList
        messages={chat.messages}
        pendingText={chat.pendingText}
        isLoading={chat.isLoading}
        isReplying={chat.isReplying}
        replyInProgress={chat.replyInProgress}
        conversationKey={chat.activeId ?? 'new'}
        suggestions={suggestions}
        onSuggestion={(text) => void chat.send(text)}
        canSend={canSend}
        notice={<ChatDisclaimer />}
      />

      <div className="chat__footer">
        {(chat.sendError ?? chat.replyError) && <Alert>{chat.sendError ?? chat.replyError}</Alert>}
        <Composer onSend={chat.send} isSending={chat.isSending} canSend={canSend} />
      </div>

      {historyOpen && (
        <HistorySheet
          conversations={chat.conversations}
          activeId={chat.activeId}
          onClose={() => setHistoryOpen(false)}
          onNewChat={() => {
            chat.startNewChat();
            setHistoryOpen(false);
          }}
          onOpen={(id) => {
            chat.openConversation(id);
            setHistoryOpen(false);
          }}
        />
      )}
    </div>
  );
}
