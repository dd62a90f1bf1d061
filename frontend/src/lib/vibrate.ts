/** Short haptic feedback (spec: 50 ms on interactions). Returns whether the device accepted it. */
export function vibrate(pattern: number | number[] = 50): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.vibrate !== 'function') return false;
  try {
    return navigator.vibrate(pattern);
  } catch {
    // Some browsers throw when vibration is blocked (e.g. before a user gesture); it is optional.
    return false;
  }
}
