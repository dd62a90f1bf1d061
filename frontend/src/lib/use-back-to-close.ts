import { useEffect, useRef } from 'react';

let overlays = 0;

/**
 * The browser's (or the phone's) Back closes the top dialog or sheet instead of leaving the page:
 * an open overlay adds a history entry of the same address, and Back, which removes it, calls
 * `onClose`. Closed another way, the overlay takes its entry back, so history stays as it was.
 */
export function useBackToClose(onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const marker = `overlay-${++overlays}`;
    // The router's own state stays in the entry, so it sees the same location when Back lands on it.
    window.history.pushState({ ...(window.history.state as object), overlay: marker }, '');
    let closedByBack = false;
    const onPopState = () => {
      const state = window.history.state as { overlay?: string } | null;
      if (state?.overlay === marker || closedByBack) return;
      // Back went to the entry below this overlay (a nested one keeps its own entry on top).
      if (!isAbove(state?.overlay, marker)) {
        closedByBack = true;
        onCloseRef.current();
      }
    };
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      if (!closedByBack && (window.history.state as { overlay?: string } | null)?.overlay === marker) window.history.back();
    };
  }, []);
}

/** Whether overlay `other` was opened after `marker` (markers count up). */
function isAbove(other: string | undefined, marker: string): boolean {
  if (!other) return false;
  return Number(other.slice('overlay-'.length)) > Number(marker.slice('overlay-'.length));
}
