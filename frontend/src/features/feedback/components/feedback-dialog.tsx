import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal';
import { previewOf } from '../../../lib/upload-file';
import { useSubmitFeedback } from '../api/submit-feedback';
import { useTranslation } from '../messages';

interface FeedbackDialogProps {
  userEmail: string;
  onClose: () => void;
  onSent: () => void;
}

/** Spec §2 "Feedback & Bugs": a message (5 rows), an optional image with a preview (up to 200 px high) that can be removed. */
export function FeedbackDialog({ userEmail, onClose, onSent }: FeedbackDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState('');
  const [screenshot, setScreenshot] = useState<{ file: File; preview: string } | null>(null);
  const [failed, setFailed] = useState(false);
  const submit = useSubmitFeedback();
  const sending = submit.isPending;

  async function pick(file: File | undefined) {
    if (!file) return;
    setScreenshot({ file, preview: await previewOf(file) });
  }

  function removeScreenshot() {
    setScreenshot(null);
    if (fileInput.current) fileInput.current.value = '';
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (!message.trim() || sending) return;
    setFailed(false);
    submit.mutate({ userEmail, message, screenshot: screenshot?.file ?? null }, { onSuccess: onSent, onError: () => setFailed(true) });
  }

  return (
    <Modal
      backdropClassName="dialog-backdrop"
      className="dialog feedback-dialog"
      labelledBy={titleId}
      onDismiss={onClose}
      dismissible={!sending}
      initialFocus={(dialog) => dialog.querySelector('textarea')}
    >
      <form onSubmit={send}>
        <h2 id={titleId} className="dialog__title">
          {t('feedback.title')}
        </h2>
        <p className="dialog__text">{t('feedback.intro')}</p>
        <div className="field">
          <label className="field__label" htmlFor={messageId}>
            {t('feedback.message')}
          </label>
          <textarea
            id={messageId}
            className="field__input feedback-dialog__message"
            rows={5}
            value={message}
            placeholder={t('feedback.placeholder')}
            onChange={(event) => setMessage(event.target.value)}
            disabled={sending}
          />
        </div>
        <div className="field">
          <span className="field__label">{t('feedback.screenshot')}</span>
          {screenshot ? (
            <div className="feedback-dialog__preview">
              <img src={screenshot.preview} alt={t('feedback.screenshotPreview')} />
              <button type="button" className="button button--secondary button--small" onClick={removeScreenshot} disabled={sending}>
                <X size={16} aria-hidden="true" />
                {t('feedback.removeScreenshot')}
              </button>
            </div>
          ) : (
            <label className="button button--secondary button--small feedback-dialog__pick">
              <ImagePlus size={16} aria-hidden="true" />
              {t('feedback.addScreenshot')}
              <input ref={fileInput} type="file" accept="image/*" className="visually-hidden" onChange={(event) => void pick(event.target.files?.[0])} />
            </label>
          )}
        </div>
        {failed && (
          <p className="form-error" role="alert">
            {t('feedback.sendFailed')}
          </p>
        )}
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={sending}>
            {t('feedback.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={!message.trim() || sending}>
            {sending ? t('feedback.sending') : t('feedback.send')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
