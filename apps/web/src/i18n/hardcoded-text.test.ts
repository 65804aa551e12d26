/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

/** The screens whose every text goes through i18next: the delivery centre, the shipper app and its downloads. */
const SCREENS = [
  'features/ai-products',
  'features/delivery',
  'features/selection',
  'features/labels',
  'features/shipper-app',
  'features/download',
  'features/news',
  'features/mobile-site',
  'features/notices/app-download-modal.tsx',
  'components/shipper-app-install.tsx',
];

const sources = (path: string): string[] =>
  statSync(path).isDirectory()
    ? readdirSync(path).flatMap((n) => sources(join(path, n)))
    : /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path)
      ? [path]
      : [];

/** Code without its comments (they may name things in Chinese: the spec's words). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('no hard-coded Chinese on translated screens', () => {
  it.each(SCREENS)('%s', (screen) => {
    const found = sources(join(SRC, screen)).flatMap((file) =>
      code(readFileSync(file, 'utf8'))
        .split('\n')
        .filter((line) => /[\u3400-\u9fff\uff01-\uff5e]/.test(line))
        .map((line) => `${relative(SRC, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
