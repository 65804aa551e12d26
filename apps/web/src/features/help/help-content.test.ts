/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { HelpArticles } from './help-content';

const publicDir = fileURLToPath(new URL('../../../public', import.meta.url));

/** The PNG's width and height from its IHDR chunk. */
const pngSize = (file: string) => {
  const b = readFileSync(file);
  expect(b.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { w: b.readUInt32BE(16), h: b.readUInt32BE(20) };
};

describe('help articles', () => {
  it('every step picture is a screenshot stored with the site', () => {
    for (const [key, article] of Object.entries(HelpArticles)) {
      for (const step of article.steps.filter((s) => s.image)) {
        const file = `${publicDir}${step.image}`;
        expect(existsSync(file), `${key}: ${step.image}`).toBe(true);
        const { w, h } = pngSize(file);
        expect(w * h, `${key}: ${step.image}`).toBeGreaterThan(200 * 100);
      }
    }
  });

  it('the helper’s install and uninstall articles show the helper: download, start, running, devices, uninstall', () => {
    const images = (key: string) => HelpArticles[key]!.steps.map((s) => s.image).filter(Boolean);
    expect(images('softwareDownload')).toEqual(
      expect.arrayContaining([
        '/help/helper-download.png',
        '/help/helper-terminal-start.png',
        '/help/helper-running.png',
        '/help/helper-devices.png',
      ]),
    );
    expect(images('softwareUninstallation')).toEqual(
      expect.arrayContaining(['/help/helper-terminal-uninstall.png', '/help/helper-devices.png']),
    );
  });
});
