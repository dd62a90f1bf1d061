import { useSyncExternalStore } from 'react';

/** Where desktop.css switches to the desktop layout; keep the two in step. */
const DESKTOP_MEDIA = '(min-width: 1024px)';

/** Whether the screen is wide enough for the desktop layout now. */
export const isDesktopLayout = () => window.matchMedia(DESKTOP_MEDIA).matches;

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(DESKTOP_MEDIA);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the desktop layout, following the window as it is resized. */
export const useDesktopLayout = () => useSyncExternalStore(subscribe, isDesktopLayout);
