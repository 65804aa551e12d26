import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress, preloadStarts, writeIndexPrerender } from './build/finish-build';

const api = process.env.KSA_API_URL ?? 'http://127.0.0.1:8080';

const ANTD_CORE =
  /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|antd[\\/]es[\\/](theme|config-provider|_util|style|locale|app)[\\/])/;
const OTHER_LOCALE = /[\\/]locale[\\/](?!en_US\.)[a-z]{2,3}_[A-Z]{2}\.js$/;

const SSR_OUT = join(import.meta.dirname, 'dist-ssr');
const DIST = join(import.meta.dirname, 'dist');

/**
 * `npm run build` is two builds: the app, then the landing page for Node (SSR). After the second one this
 * writes the prerendered /index from it and precompresses every text asset (build/finish-build.ts).
 */
const finishBuild = (): Plugin => {
  let isSsr = false;
  return {
    name: 'ksa-finish-build',
    apply: 'build',
    configResolved(config) {
      isSsr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsr) {
        // The prerender first, from the plain index.html: /index preloads the light start, not the app.
        await writeIndexPrerender(DIST, join(SSR_OUT, 'prerender.js'));
        preloadStarts(DIST, [
          { html: 'index.html', entry: 'src/app/app-entry.tsx' },
          { html: 'index.prerender.html', entry: 'src/features/landing/landing-entry.tsx' },
        ]);
        precompress(DIST);
      }
    },
  };
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), finishBuild()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/docs': api,
      '/mqtt': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: isSsrBuild ? SSR_OUT : DIST,
    // The SSR build is only the landing page's renderer: no public files, nothing to split.
    copyPublicDir: !isSsrBuild,
    // Read by build/finish-build.ts (the app's chunks preloaded from index.html), then removed.
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // React alone (the landing page's light start needs no router); the router goes with the app.
                // Babel's tiny helpers on their own: else they join antd-core (its dependencies go with it) and
                // the landing page's QR codes would load antd's style engine with them.
                { name: 'babel-helpers', test: /node_modules[\\/]@babel[\\/]runtime[\\/]helpers[\\/]/, priority: 40 },
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 20 },
                // antd's shared core (style engine, theme, the rc-component helpers every component uses) is one chunk;
                // the components themselves go with the pages that use them, so /index does not load the dashboard's
                // tables, pickers and forms. Locale packs load with their language (i18n/ui-locale.ts).
                { name: 'antd-core', test: (id) => ANTD_CORE.test(id) && !OTHER_LOCALE.test(id), priority: 20 },
                {
                  name: 'mqtt',
                  test: /node_modules[\\/](mqtt|mqtt-packet|readable-stream|buffer|events|bl)[\\/]/,
                  priority: 10,
                },
              ],
            },
          },
        },
  },
}));
