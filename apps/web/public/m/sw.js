// The shipper app's service worker, scoped to /m/ so the main app is never intercepted. Navigations under /m/
// are network-first with the cached shell as the offline fallback; built assets (hashed names, immutable) and
// the app's icons are cache-first. API calls are never cached: the app queues actions itself while offline.
// The page sends the files it loaded before this worker took over ({type: 'keep', urls}), so /m/ opens offline
// from the first visit on.
const CACHE = 'ksa-shipper-v2';
const SHELL = '/m/';

const keepable = (u) => {
  const url = new URL(u, self.location.origin);
  return url.origin === self.location.origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/m/'));
};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll([SHELL, '/m/manifest.webmanifest', '/m/icon-192.png', '/m/icon-512.png']))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'keep' && Array.isArray(event.data.urls) ? event.data.urls : [];
  const wanted = [...new Set(urls.filter((u) => typeof u === 'string' && keepable(u)))];
  event.waitUntil(
    caches
      .open(CACHE)
      .then((c) => Promise.all(wanted.map((u) => c.match(u).then((hit) => hit || c.add(u).catch(() => undefined))))),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  const url = new URL(req.url);
  if (req.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) {
    return;
  }
  if (req.mode === 'navigate') {
    event.respondWith(
      fetch(req)
        .then((res) => {
          if (res.ok) {
            const copy = res.clone();
            caches.open(CACHE).then((c) => c.put(SHELL, copy));
          }
          return res;
        })
        .catch(() => caches.match(SHELL)),
    );
    return;
  }
  if (keepable(req.url)) {
    event.respondWith(
      caches.match(req).then(
        (hit) =>
          hit ||
          fetch(req).then((res) => {
            if (res.ok) {
              const copy = res.clone();
              caches.open(CACHE).then((c) => c.put(req, copy));
            }
            return res;
          }),
      ),
    );
  }
});
