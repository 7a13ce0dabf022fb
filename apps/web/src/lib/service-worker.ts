/**
 * Registers the service worker of the built app (decision 1321): the app becomes installable and a
 * page that cannot load offline shows the offline page. Not in development (Vite serves modules the
 * worker must never get in the way of) nor where the browser has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {
      // No worker means no offline page; the app itself works the same.
    });
  });
}
