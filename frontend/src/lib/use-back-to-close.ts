import { useEffect, useRef } from 'react';

interface OpenOverlay {
  marker: string;
  close: () => void;
}

/** The open overlays, oldest first, each with the history entry it added. */
const stack: OpenOverlay[] = [];
let opened = 0;
let listening = false;
/** Pops caused by an overlay taking its own entry back: no overlay closes on them. */
let ownPops = 0;

const currentMarker = () => (window.history.state as { overlay?: string } | null)?.overlay;

function onPopState() {
  if (ownPops > 0) {
    ownPops--;
    return;
  }
  // Back landed on an entry: every overlay opened above it closes, the newest first.
  const landedOn = stack.findIndex((overlay) => overlay.marker === currentMarker());
  for (const overlay of stack.splice(landedOn + 1).reverse()) overlay.close();
}

/**
 * The browser's (or the phone's) Back closes the top dialog or sheet instead of leaving the page:
 * an open overlay adds a history entry of the same address, and Back, which removes it, calls
 * `onClose`. Closed another way, the overlay takes its entry back, so history stays as it was.
 */
export function useBackToClose(onClose: () => void): void {
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const overlay: OpenOverlay = { marker: `overlay-${++opened}`, close: () => onCloseRef.current() };
    if (!listening) {
      // Installed once and kept: the pop of an overlay's own Back may arrive after the last closed.
      window.addEventListener('popstate', onPopState);
      listening = true;
    }
    stack.push(overlay);
    // The router's own state stays in the entry, so it sees the same location when Back lands on it.
    window.history.pushState({ ...(window.history.state as object), overlay: overlay.marker }, '');
    return () => {
      const index = stack.indexOf(overlay);
      if (index === -1) return; // closed by Back: its entry is gone already
      stack.splice(index, 1);
      if (currentMarker() === overlay.marker) {
        ownPops++;
        window.history.back();
      }
    };
  }, []);
}
