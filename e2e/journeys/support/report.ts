import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { REPORT_FILE, RESULTS_DIR, STEPS_FILE, type TStepRecord } from './paths';

/** Global set-up: a run starts with an empty step log and no screenshots of an earlier run. */
export const resetResults = () => {
  for (const f of [STEPS_FILE, REPORT_FILE]) {
    rmSync(f, { force: true });
  }
  for (const project of ['desktop', 'phone', 'checks']) {
    rmSync(`${RESULTS_DIR}/${project}`, { recursive: true, force: true });
  }
  mkdirSync(RESULTS_DIR, { recursive: true });
};

/** The report: per journey and size, each step with its screenshot and what went wrong there. */
export const renderReport = (records: TStepRecord[]): string => {
  const lines = ['# Journeys', ''];
  const failing = records.filter((r) => r.error || r.problems.length);
  lines.push(`${records.length} steps, ${failing.length} with problems. Screenshots are relative to this file.`, '');
  const groups = new Map<string, TStepRecord[]>();
  for (const r of records) {
    const k = `${r.journey} · ${r.project}`;
    groups.set(k, [...(groups.get(k) ?? []), r]);
  }
  if (failing.length) {
    lines.push('## Steps with problems', '');
    for (const r of failing) {
      lines.push(`- **${r.journey} · ${r.project} · ${r.n}. ${r.step}**`);
      if (r.error) {
        lines.push(`  - failed: ${r.error.replace(/\s+/g, ' ')}`);
      }
      for (const p of r.problems) {
        lines.push(`  - ${p}`);
      }
    }
    lines.push('');
  }
  for (const [k, rs] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`## ${k}`, '', '| # | step | screenshot | result |', '| - | ---- | ---------- | ------ |');
    for (const r of rs.sort((a, b) => a.n - b.n)) {
      const result = r.error ? `FAILED: ${r.error}` : r.problems.length ? r.problems.join('<br>') : 'ok';
      lines.push(
        `| ${r.n} | ${r.step} | [${r.screenshot}](${r.screenshot}) | ${result.replace(/\|/g, '\\|').replace(/\n/g, ' ')} (${(r.ms / 1000).toFixed(1)} s) |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
};

/** Global teardown: test-results/journeys/report.md from the step log. */
export const writeReport = () => {
  const records = existsSync(STEPS_FILE)
    ? readFileSync(STEPS_FILE, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as TStepRecord)
    : [];
  writeFileSync(REPORT_FILE, renderReport(records));
  console.log(`journeys report: ${REPORT_FILE} (${records.length} steps)`);
};
