import { appendFileSync, mkdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { RESULTS_DIR, STEPS_FILE, type TStepRecord } from './paths';
import { screenChecks, type TScreenProblems } from './screen-checks';

const counters = new WeakMap<TestInfo, number>();

/** The journey's name: its spec file without `.spec.ts` (visitor, boss, …). */
const journeyOf = (info: TestInfo) => basename(info.file).replace(/\.spec\.ts$/, '');

const slug = (s: string) =>
  s
    .replace(/[\\/:*?"<>|\s]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 60);

/** Runs the three screen checks now; returns their findings as lines (empty: the screen is clean). */
export const checkScreen = async (page: Page): Promise<string[]> => {
  const p: TScreenProblems = await page.evaluate(screenChecks);
  return [
    ...p.reach.map((m) => `reach: ${m}`),
    ...p.rawKeys.map((m) => `raw key: ${m}`),
    ...p.english.map((m) => `english: ${m}`),
  ];
};

const record = (r: TStepRecord) => {
  mkdirSync(dirname(STEPS_FILE), { recursive: true });
  appendFileSync(STEPS_FILE, `${JSON.stringify(r)}\n`);
};

/**
 * One step of a journey: runs `fn` (what the person does and what they must see), then applies the three screen
 * checks (soft: the journey goes on and reports every problem; the test still fails), takes a screenshot to
 * test-results/journeys/<project>/<journey>/<nn>-<step>.png and records the step for the report. A step whose
 * `fn` fails is recorded with its error, screenshot included, and ends the journey.
 */
export const step = async (page: Page, name: string, fn: () => Promise<void>) => {
  const info = test.info();
  const n = (counters.get(info) ?? 0) + 1;
  counters.set(info, n);
  const journey = journeyOf(info);
  const project = info.project.name;
  const shot = join(RESULTS_DIR, project, journey, `${String(n).padStart(2, '0')}-${slug(name)}.png`);
  const started = Date.now();
  await test.step(name, async () => {
    let error: string | undefined;
    try {
      await fn();
    } catch (e) {
      // Without the terminal colours Playwright puts in its messages: the report is Markdown.
      error = (e as Error).message
        // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are what is removed
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .slice(0, 6)
        .join(' ')
        .slice(0, 600);
      throw e;
    } finally {
      // A settled screen before the checks: animations of modals and messages end within ~300 ms.
      await page.waitForTimeout(error ? 0 : 300).catch(() => {});
      const problems = await checkScreen(page).catch((e: Error) => [`checks could not run: ${e.message}`]);
      await page.screenshot({ path: shot }).catch(() => {});
      record({
        journey,
        project,
        n,
        step: name,
        screenshot: relative(RESULTS_DIR, shot),
        problems,
        error,
        ms: Date.now() - started,
      });
      if (!error) {
        expect.soft(problems, `screen checks after "${name}"`).toEqual([]);
      }
    }
  });
};

/** A test of a spec that runs at both sizes, for one of them only (e.g. registering from /mobileHome on a phone). */
export const onlyOn = (project: 'desktop' | 'phone') =>
  test.skip(test.info().project.name !== project, `a ${project} journey`);
