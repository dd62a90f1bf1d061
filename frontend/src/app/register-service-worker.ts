/**
 * Installs the service worker (vite-plugin-pwa's, built with Workbox) once the page has loaded and
 * the first screen is drawn (main.tsx calls this after the first render; the browser's next idle
 * moment), so neither its code nor its precaching competes with the first screen; it precaches the
 * app shell so the app opens offline, and updates itself on the next visit after a release.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(register, { timeout: 2000 }) : window.setTimeout(register, 200);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
