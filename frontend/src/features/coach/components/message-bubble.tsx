import { Bot } from 'lucide-react';
import type { ReactNode } from 'react';
import { Markdown } from '../../../components/markdown/markdown';
import { useTranslation } from '../messages';
import { formatTimestamp } from '../lib/format-time';
import { TIME } from '../../../lib/dates';

export type Author = 'user' | 'assistant';

interface BubbleProps {
  author: Author;
  createdAt?: string;
  pending?: boolean;
  /** The coach is still writing this reply. */
  writing?: boolean;
  /** Screen readers hear who speaks ("Du:" / "Coach:") unless the content already says it. */
  speakerLabel?: boolean;
  children: ReactNode;
}

function Bubble({ author, createdAt, pending, writing, speakerLabel = true, children }: BubbleProps) {
  const { t } = useTranslation();
  const time = formatTimestamp(createdAt, TIME);
  return (
    <div className={`chat-msg chat-msg--${author}${pending ? ' is-pending' : ''}${writing ? ' is-writing' : ''}`} aria-busy={writing || undefined}>
      {author === 'assistant' && (
        <span className="chat-msg__avatar" aria-hidden="true">
          <Bot size={16} strokeWidth={2.4} />
        </span>
      )}
      <div className="chat-msg__bubble">
        {speakerLabel && <span className="visually-hidden">{author === 'user' ? t('chat.you') : t('chat.coach')} </span>}
        {children}
        {time && (
          <time className="chat-msg__time" dateTime={createdAt}>
            {time}
          </time>
        )}
      </div>
    </div>
  );
}

/** The user's own words: plain text with their line breaks, never interpreted as HTML or markdown. */
export function UserMessage({ content, createdAt, pending }: { content: string; createdAt?: string; pending?: boolean }) {
  return (
    <Bubble author="user" createdAt={createdAt} pending={pending}>
      <p className="chat-msg__text">{content}</p>
    </Bubble>
  );
}

export function AssistantMessage({ content, createdAt, writing }: { content: string; createdAt?: string; writing?: boolean }) {
  return (
    <Bubble author="assistant" createdAt={createdAt} writing={writing}>
      <Markdown content={content} />
    </Bubble>
  );
}

export function TypingIndicator() {
  const { t } = useTranslation();
  return (
    <Bubble author="assistant" speakerLabel={false}>
      <span className="typing-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('chat.typing')}</span>
    </Bubble>
  );
}
