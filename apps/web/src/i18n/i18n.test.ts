/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DeliveryStatusLabel, Errors, Languages, ShipTypeLabel } from '@ksa/contract';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('./locales', import.meta.url));
const REFERENCE = 'zh-CN';

type TTree = { [key: string]: string | TTree };

const load = (lng: string, ns: string): TTree => JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8'));

/** Flattens nested keys to `a.b.c` → value. */
const flatten = (tree: TTree, prefix = ''): Map<string, unknown> => {
  const out = new Map<string, unknown>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) {
      for (const [ck, cv] of flatten(v, key)) {
        out.set(ck, cv);
      }
    } else {
      out.set(key, v);
    }
  }
  return out;
};

const placeholders = (s: unknown) => (typeof s === 'string' ? (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort() : []);

const namespaces = readdirSync(join(LOCALES, REFERENCE))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''));
const others = Languages.filter((l) => l !== REFERENCE);

describe('locale files', () => {
  it('has a folder for every supported language, and no other', () => {
    expect(
      readdirSync(LOCALES)
        .filter((d) => !d.includes('.'))
        .sort(),
    ).toEqual([...Languages].sort());
  });

  it('has the common namespace', () => {
    expect(namespaces).toContain('common');
  });

  for (const lng of others) {
    it(`${lng} has exactly the namespaces of ${REFERENCE}`, () => {
      const files = readdirSync(join(LOCALES, lng)).map((f) => f.replace(/\.json$/, ''));
      expect(files.sort()).toEqual([...namespaces].sort());
    });
  }

  for (const ns of namespaces) {
    const reference = flatten(load(REFERENCE, ns));

    it(`${REFERENCE}/${ns} has no empty value`, () => {
      const empty = [...reference].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
      expect(empty).toEqual([]);
    });

    for (const lng of others) {
      describe(`${lng}/${ns}`, () => {
        const translated = flatten(load(lng, ns));
        it('misses no key', () => {
          expect([...reference.keys()].filter((k) => !translated.has(k))).toEqual([]);
        });
        it('adds no key', () => {
          expect([...translated.keys()].filter((k) => !reference.has(k))).toEqual([]);
        });
        it('has no empty value', () => {
          const empty = [...translated].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
          expect(empty).toEqual([]);
        });
        it('keeps the interpolation placeholders', () => {
          const broken = [...reference]
            .filter(([k, v]) => translated.has(k) && placeholders(v).join() !== placeholders(translated.get(k)).join())
            .map(([k]) => k);
          expect(broken).toEqual([]);
        });
      });
    }
  }
});

describe('zh-CN copy quoted by the spec', () => {
  const common = flatten(load(REFERENCE, 'common'));
  it('uses the contract texts verbatim', () => {
    expect(common.get('menu.forbidden')).toBe(Errors.FORBIDDEN.msg);
    expect(common.get('shops.empty')).toBe(Errors.NO_SHOP_BOUND.msg);
    expect(common.get('visitor.prompt')).toBe('当前为游客预览模式，请登录或注册后使用该功能');
    expect(common.get('titles.default')).toBe('跨境卖家助手 - 多店铺数据管理');
  });

  it('names the delivery statuses and shipping types as the contract (spec data-and-tools §9) does', () => {
    const delivery = flatten(load(REFERENCE, 'delivery'));
    for (const [s, label] of Object.entries(DeliveryStatusLabel)) {
      expect(delivery.get(`status.${s}`)).toBe(label);
    }
    for (const [v, label] of Object.entries(ShipTypeLabel)) {
      expect(delivery.get(`shipType.${v}`)).toBe(label);
    }
  });
});
