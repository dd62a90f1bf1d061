import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true at the browser's first idle moment after it (a transition, so a
 * tap meanwhile comes first): for what a screen shows below the fold, so that a phone draws what
 * it shows first sooner.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const show = () => startTransition(() => setReady(true));
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(show, 50);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(show, { timeout: 500 });
    return () => window.cancelIdleCallback(handle);
  }, [ready]);
  return ready;
}
