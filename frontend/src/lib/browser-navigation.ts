/** Full page loads (OAuth redirect, after logout). Kept apart so tests can replace it. */
export function redirectTo(url: string): void {
  window.location.assign(url);
}
