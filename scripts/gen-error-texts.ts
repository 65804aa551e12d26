// Writes apps/web/src/i18n/locales/zh-CN/errors.json from the contract's error catalogue, and opLog.json from its
// operation-log catalogue (the zh-CN texts are the catalogues', with {n} written {{n}} for i18next). Run after
// adding an error id or an op-log text:
//   node --import tsx scripts/gen-error-texts.ts
// then add the id to the other ten languages (the locale parity test lists what is missing).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Errors } from '../packages/contract/src/errors.js';
import { OpLogTexts } from '../packages/contract/src/op-log.js';

const texts = Object.fromEntries(
  Object.entries(Errors).map(([id, def]) => [id, def.msg.replace(/\{(\w+)\}/g, '{{$1}}')]),
);
const file = resolve(import.meta.dirname, '../apps/web/src/i18n/locales/zh-CN/errors.json');
writeFileSync(file, `${JSON.stringify(texts, null, 2)}\n`);
console.log(`${Object.keys(texts).length} error texts → ${file}`);

const opTexts = Object.fromEntries(
  Object.entries(OpLogTexts).map(([id, text]) => [id, text.replace(/\{(\w+)\}/g, '{{$1}}')]),
);
const opFile = resolve(import.meta.dirname, '../apps/web/src/i18n/locales/zh-CN/opLog.json');
writeFileSync(opFile, `${JSON.stringify(opTexts, null, 2)}\n`);
console.log(`${Object.keys(opTexts).length} op-log texts → ${opFile}`);
