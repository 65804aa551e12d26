import { join, resolve } from 'node:path';

/** Where the journeys keep their screenshots, the step log and the report (kept as CI artefacts). */
export const RESULTS_DIR = resolve(import.meta.dirname, '../../../test-results/journeys');
export const STEPS_FILE = join(RESULTS_DIR, 'steps.jsonl');
export const REPORT_FILE = join(RESULTS_DIR, 'report.md');

/** One recorded step: what the report lists. */
export type TStepRecord = {
  journey: string;
  project: string;
  n: number;
  step: string;
  screenshot: string;
  problems: string[];
  error?: string;
  ms: number;
};
