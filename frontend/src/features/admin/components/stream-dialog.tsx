import { useId, useRef } from 'react';
import { Modal } from '../../../components/ui/modal';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { useStream } from '../api/get-stream';
import { useTranslation } from '../messages';
import { EventItem } from './event-item';

interface StreamDialogProps {
  streamId: string;
  onClose: () => void;
  onOpenCause: (eventId: string) => void;
}

/** One stream's history, oldest first, each event with its data and metadata. */
export function StreamDialog({ streamId, onClose, onOpenCause }: StreamDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const stream = useStream(streamId);
  return (
    <Modal backdropClassName="dialog-backdrop" className="dialog admin-stream" labelledBy={titleId} onDismiss={onClose} initialFocus={() => closeRef.current}>
      <h2 id={titleId} className="dialog__title admin-mono">
        {streamId}
      </h2>
      {stream.isPending ? (
        <Spinner />
      ) : stream.error ? (
        <Alert>{t('admin.error', { message: stream.error.message })}</Alert>
      ) : (
        <>
          <p className="muted">{t('admin.stream.version', { version: stream.data.version })}</p>
          <ol className="admin-events" aria-label={t('admin.stream.events')}>
            {stream.data.events.map((event) => (
              <EventItem key={event.event_id} event={event} onOpenCause={onOpenCause} />
            ))}
          </ol>
        </>
      )}
      <div className="dialog__actions">
        <button ref={closeRef} type="button" className="button button--secondary" onClick={onClose}>
          {t('admin.close')}
        </button>
      </div>
    </Modal>
  );
}
