import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * The scroll position per history entry, as react-router's data router kept it: a new page starts
 * at the top, Back and Forward (and a reload) return to where the lifter was, and a change of the
 * query alone (the dashboard's filters) or of the hash leaves the page where it is.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number>>(null);
  positions.current ??= savedPositions();
  const current = useRef({ key: location.key, pathname: location.pathname });

  useEffect(() => {
    const manual = 'scrollRestoration' in window.history;
    if (manual) window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      if (frame) return;
      frame = window.requestAnimationFrame(() => {
        frame = 0;
        positions.current![current.current.key] = window.scrollY;
      });
    };
    const persist = () => {
      positions.current![current.current.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions.current));
      } catch {
        // Storage full or refused: positions are kept for this visit only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
      window.cancelAnimationFrame(frame);
      if (manual) window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    const previous = current.current;
    current.current = { key: location.key, pathname: location.pathname };
    const saved = positions.current![location.key];
    if (navigationType === 'POP' && saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
      return;
    }
    if (previous.key === location.key) return;
    // The same page under a new query stays where it is, and so does its new history entry.
    if (previous.pathname === location.pathname) positions.current![location.key] = window.scrollY;
    else window.scrollTo(0, 0);
  }, [location.key, location.pathname, location.hash, navigationType]);
}
