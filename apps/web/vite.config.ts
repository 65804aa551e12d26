import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { writeIndexPrerender } from './build/prerender-index';

const api = process.env.KSA_API_URL ?? 'http://127.0.0.1:8080';

const ANTD_CORE =
  /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|antd[\\/]es[\\/](theme|config-provider|_util|style|locale|app)[\\/])/;
const OTHER_LOCALE = /[\\/]locale[\\/](?!en_US\.)[a-z]{2,3}_[A-Z]{2}\.js$/;

const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;

/**
 * Writes file.br (brotli, quality 11) and file.gz (gzip -9) next to every text asset of the build,
 * so the server's static plugin sends them without compressing on each request.
 */
const precompress = (): Plugin => ({
  name: 'ksa-precompress',
  apply: 'build',
  closeBundle() {
    // First the prerendered /index (so it is compressed too), then .br/.gz of every text asset.
    writeIndexPrerender(join(import.meta.dirname, 'dist'), join(import.meta.dirname, 'src/i18n/locales'));
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => {
        const p = join(dir, n);
        return statSync(p).isDirectory() ? walk(p) : [p];
      });
    for (const file of walk(join(import.meta.dirname, 'dist')).filter((f) => TEXT.test(f))) {
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
  },
});

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/docs': api,
      '/mqtt': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
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
});
