declare global {
  interface Window {
    /**
     * What public/early-taps.js kept of the taps before the app took over; null once it has, so
     * the script, loaded async, keeps nothing when it comes after the app.
     */
    __earlyTaps?: Element[] | null;
  }
}

/**
 * Ends public/early-taps.js's keeping and replays the last tap it kept on the drawn first screen,
 * now that the app answers it. Only the last: a lifter whose tap seemed to do nothing taps again,
 * and "the same set again" three times would log three sets. A tap on what the app drew anew
 * (it did not hydrate the drawn screen, main.tsx) is gone with the element it hit.
 */
export function replayEarlyTap(): void {
  const target = window.__earlyTaps?.at(-1);
  window.__earlyTaps = null;
  if (target?.isConnected) target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}
