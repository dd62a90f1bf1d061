import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';

export const TOAST_DURATION_MS = 2000;

/** A short confirmation at the bottom of the screen, announced politely and gone on its own. */
export function Toast({ message, onDone }: { message: string; onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDone]);

  return createPortal(
    <div className="toast" role="status">
      <CircleCheck size={18} aria-hidden="true" />
      {message}
    </div>,
    document.body,
  );
}
