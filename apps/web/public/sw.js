// Rumo's service worker (decision 1321): it only makes the app installable and shows offline.html
// when a page cannot be loaded without network. It caches nothing else and answers no API call:
// Rumo promises no offline use beyond that page.
const CACHE = 'rumo-offline-v1';
const OFFLINE_URL = '/offline.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll([OFFLINE_URL, '/favicon.svg']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_URL)));
  } else if (request.url === new URL('/favicon.svg', self.location.origin).href) {
    event.respondWith(fetch(request).catch(() => caches.match(request)));
  }
});
