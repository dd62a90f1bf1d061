import { ArrowUp } from 'lucide-react';
import { useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../messages';
import { vibrate } from '../../../lib/vibrate';

interface ComposerProps {
  /** Resolves to whether the message went out; otherwise the typed text is put back. */
  onSend: (text: string) => Promise<boolean>;
  isSending: boolean;
  /** Sending is blocked (the coach is still answering) but typing ahead is fine. */
  canSend: boolean;
}

/** Multi-line input: Enter sends, Shift+Enter breaks the line; grows up to 4.5em (72 px). */
export function Composer({ onSend, isSending, canSend }: ComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const hintId = useId();
  const isBlank = text.trim() === '';

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    // Reset first so the field can also shrink; CSS max-height caps the growth.
    input.style.height = 'auto';
    if (input.scrollHeight > 0) input.style.height = `${input.scrollHeight}px`;
  }, [text]);

  async function submit() {
    if (isBlank || isSending || !canSend) return;
    const typed = text;
    vibrate();
    setText('');
    const sent = await onSend(typed);
    if (!sent) setText(typed);
    // Disabling the field while sending took the focus away; give it back for the next message.
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    void submit();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  }

  return (
    <form className="chat-composer" onSubmit={handleSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('chat.inputLabel')}
      </label>
      <div className="chat-composer__field">
        <textarea
          ref={inputRef}
          id={inputId}
          className="chat-composer__input"
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={isSending}
          placeholder={t('chat.placeholder')}
          aria-describedby={hintId}
          enterKeyHint="send"
          autoComplete="off"
        />
      </div>
      <span id={hintId} className="visually-hidden">
        {t('chat.inputHint')}
      </span>
      <button type="submit" className="chat-composer__send" aria-label={t('chat.send')} disabled={isSending || isBlank || !canSend}>
        {isSending ? <span className="spinner spinner--sm" aria-hidden="true" /> : <ArrowUp size={22} strokeWidth={2.6} aria-hidden="true" />}
      </button>
    </form>
  );
}
