/**
 * Installs the service worker (vite-plugin-pwa's, built with Workbox) once the page has loaded, so
 * it never competes with the first screen; it precaches the app shell so the app opens offline,
 * and updates itself on the next visit after a release.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
