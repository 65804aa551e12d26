import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * /index before any JavaScript runs: the built index.html with the landing page React renders (the SSR build of
 * src/features/landing/prerender.tsx) in #root. The light start hydrates it; the server sends this file for
 * GET /index only (every other route gets the plain index.html).
 */
export const writeIndexPrerender = async (dist: string, ssrEntry: string) => {
  const { renderLanding } = (await import(pathToFileURL(ssrEntry).href)) as {
    renderLanding: () => { html: string; title: string };
  };
  const { html: rendered, title } = renderLanding();
  // React puts the resources it hoists (the hero image's preload) first: they belong in <head>.
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(rendered)?.[0] ?? '';
  const body = rendered.slice(hoisted.length);
  const html = readFileSync(join(dist, 'index.html'), 'utf8')
    .replace(/<title>[^<]*<\/title>/, `<title>${esc(title)}</title>${hoisted}`)
    .replace(/<div id="root"><!--boot-->[\s\S]*?<!--\/boot--><\/div>/, `<div id="root">${body}</div>`);
  if (!html.includes('data-testid="landing"')) {
    throw new Error('prerender: #root with its boot spinner not found in dist/index.html');
  }
  writeFileSync(join(dist, 'index.prerender.html'), html);
};

type TManifest = Record<string, { file: string; imports?: string[] }>;

/**
 * main.tsx starts either the app or the landing's light start with a dynamic import: without help the browser
 * would learn their chunks only after main.js ran. The build manifest lists each start's chunks; they go into
 * its HTML (index.html: the app; index.prerender.html: the light start) as modulepreload links, so they download
 * with main.js. The manifest is removed afterwards (nothing to serve).
 */
export const preloadStarts = (dist: string, starts: { html: string; entry: string }[]) => {
  const manifestFile = join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as TManifest;
  for (const { html, entry } of starts) {
    preloadEntry(manifest, join(dist, html), entry);
  }
  rmSync(join(dist, '.vite'), { recursive: true, force: true });
};

const preloadEntry = (manifest: TManifest, htmlFile: string, appEntry: string) => {
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (chunk && !files.has(chunk.file)) {
      files.add(chunk.file);
      for (const i of chunk.imports ?? []) {
        walk(i);
      }
    }
  };
  walk(appEntry);
  if (files.size === 0) {
    throw new Error(`preload: ${appEntry} is not in the build manifest`);
  }
  const links = [...files].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    ');
  writeFileSync(htmlFile, readFileSync(htmlFile, 'utf8').replace('</head>', `  ${links}\n  </head>`));
};

/**
 * Writes file.br (brotli, quality 11) and file.gz (gzip -9) next to every text asset of the build,
 * so the server's static plugin sends them without compressing on each request.
 */
export const precompress = (dist: string) => {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((n) => {
      const p = join(dir, n);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
  for (const file of walk(dist).filter((f) => TEXT.test(f))) {
    const raw = readFileSync(file);
    if (raw.length < 1024) {
      continue;
    }
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  }
};
