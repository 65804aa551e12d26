import { useEffect } from 'react';

const SCOPE = '/m/';

/** Same-origin scripts, styles and chunks this page has loaded so far (before the service worker took over). */
const loadedAssets = () =>
  [
    ...performance.getEntriesByType('resource').map((e) => e.name),
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((s) => s.src),
    ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"], link[rel="modulepreload"]')].map(
      (l) => l.href,
    ),
  ].filter((u) => {
    const url = new URL(u, location.href);
    return url.origin === location.origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith(SCOPE));
  });

const addHead = <K extends 'link' | 'meta'>(tag: K, attrs: Record<string, string>) => {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    el.setAttribute(k, v);
  }
  document.head.appendChild(el);
  return el;
};

/**
 * Puts the manifest and the service worker in place while /m/ is open (the main app has neither). The page's own
 * files were fetched before the worker existed, so it is handed their list to keep: /m/ then opens offline from
 * the first visit on. /m (no slash) is outside the worker's scope and moves to /m/.
 */
export const usePwa = () => {
  useEffect(() => {
    if (location.pathname === '/m') {
      location.replace(`${SCOPE}${location.search}${location.hash}`);
      return;
    }
    const added = [
      addHead('link', { rel: 'manifest', href: '/m/manifest.webmanifest' }),
      addHead('meta', { name: 'theme-color', content: '#1677ff' }),
      addHead('link', { rel: 'apple-touch-icon', href: '/m/icon-192.png' }),
      addHead('meta', { name: 'apple-mobile-web-app-capable', content: 'yes' }),
    ];
    const sw = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const keep = () => sw?.controller?.postMessage({ type: 'keep', urls: loadedAssets() });
    if (sw) {
      void sw
        .register('/m/sw.js', { scope: SCOPE })
        .then(() => sw.ready)
        .then((reg) => reg.active?.postMessage({ type: 'keep', urls: loadedAssets() }))
        .catch(() => {});
      sw.addEventListener('controllerchange', keep);
    }
    return () => {
      for (const el of added) {
        el.remove();
      }
      sw?.removeEventListener('controllerchange', keep);
    };
  }, []);
};
