/**
 * Registers the service worker of the built app (decision 1321): the app becomes installable and a
 * page that cannot load offline shows the offline page. Not in development (Vite serves modules the
 * worker must never get in the way of) nor where the browser has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker means no offline page; the app itself works the same.
    });
  };
  // After the page's load, so the worker's install does not compete with the first screen. The app
  // starts after the first paint (docs/decisions/1807), which can be after `load` has fired.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
