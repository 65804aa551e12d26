// Writes apps/web/src/i18n/locales/zh-CN/errors.json from the contract's error catalogue (the zh-CN
// texts are the catalogue's, with {n} written {{n}} for i18next). Run after adding an error id:
//   node --import tsx scripts/gen-error-texts.ts
// then add the id to the other ten languages (the locale parity test lists what is missing).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Errors } from '../packages/contract/src/errors.js';

const texts = Object.fromEntries(
  Object.entries(Errors).map(([id, def]) => [id, def.msg.replace(/\{(\w+)\}/g, '{{$1}}')]),
);
const file = resolve(import.meta.dirname, '../apps/web/src/i18n/locales/zh-CN/errors.json');
writeFileSync(file, `${JSON.stringify(texts, null, 2)}\n`);
console.log(`${Object.keys(texts).length} error texts → ${file}`);
