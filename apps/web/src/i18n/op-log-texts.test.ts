/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Languages, OpLogTexts, opLine, renderOpLogLine } from '@ksa/contract';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('./locales', import.meta.url));
const load = (lng: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(LOCALES, lng, 'opLog.json'), 'utf8'));
const names = (s: string, re: RegExp) => [...s.matchAll(re)].map((m) => m[1]).sort();

describe('the operation-log catalogue in every language', () => {
  it.each([...Languages])('%s has a text for every catalogue id, with the same values', (lng) => {
    const texts = load(lng);
    const problems = Object.entries(OpLogTexts).flatMap(([id, zh]) => {
      const text = texts[id];
      if (typeof text !== 'string' || !text.trim()) {
        return [`${id}: missing`];
      }
      const want = names(zh, /\{(\w+)\}/g);
      const got = names(text, /\{\{\s*(\w+)\s*\}\}/g);
      return JSON.stringify(want) === JSON.stringify(got) ? [] : [`${id}: {${got}} instead of {${want}}`];
    });
    expect(problems).toEqual([]);
  });

  it('zh-CN says exactly what the contract says (scripts/gen-error-texts.ts writes it)', () => {
    const texts = load('zh-CN');
    for (const [id, zh] of Object.entries(OpLogTexts)) {
      expect(texts[id], id).toBe(zh.replace(/\{(\w+)\}/g, '{{$1}}'));
    }
  });

  it('renders a line with nested texts, lists and notes in English without an id or a brace left', () => {
    const en = load('en') as Record<string, string>;
    const say = (id: string, vars: Record<string, string>) =>
      (en[id] ?? id).replace(/\{\{(\w+)\}\}/g, (_, k: string) => vars[k] ?? `{{${k}}}`);
    const line = opLine(
      'staffAssign',
      { phone: '138****0000', shops: 2, permissions: opLine('none', {}) },
      { notes: [opLine('noteVerified', {})] },
    );
    expect(renderOpLogLine(line, say)).toBe(
      'Added manager/finance 138****0000: 2 shops, permissions none (verified by the person)',
    );
    const orders = opLine('deliveryShipSelf', { orders: { list: ['WB1', 'WB2', 'WB3'], total: 5 } });
    expect(renderOpLogLine(orders, say)).toBe('Set stock orders WB1, WB2, WB3 and 5 in all to ship from the seller');
  });
});
