import { expect, test } from '@playwright/test';
import { loginAs, postForm, seedBoss } from '../fixtures/app';

const api = `http://127.0.0.1:${process.env.E2E_PORT ?? 3199}`;

test('[LABELS] BOSS writes GPSR warnings in Chinese, translates them into the label languages, edits one and saves', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const boss = await seedBoss();
  await loginAs(page, boss.phone, boss.password);
  await page.goto('/canvasCompon');
  await page.getByTestId('labels-tabs').getByText('GPSR 信息').click();
  await page.getByTestId('gpsr-new').click();

  await page.getByTestId('gpsr-name').fill('玩具 EU');
  await page.getByTestId('gpsr-manufacturer-name').fill('宁波玩具有限公司');
  await page.getByTestId('gpsr-manufacturer-address').fill('No. 8 Road, Ningbo, China');
  await page.getByTestId('gpsr-eurp-name').fill('EU Rep GmbH');
  await page.getByTestId('gpsr-eurp-address').fill('Hauptstr. 1, Berlin');
  await page.getByTestId('gpsr-source-warnings').fill('警告：含有小零件，有窒息危险。');
  await page.getByTestId('gpsr-source-safetyInfo').fill('请在成人监督下使用。');
  await page.getByTestId('gpsr-translate').click();

  // Every default label language is filled by the sandbox translator (en, de, fr, it, es, nl, pl).
  await expect(page.getByTestId('gpsr-warnings-pl')).toHaveValue(
    'Ostrzeżenie: Zawiera małe części, Niebezpieczeństwo zadławienia.',
  );
  await expect(page.getByTestId('gpsr-warnings-en')).toHaveValue('Warning: Contains small parts, Choking hazard.');
  await expect(page.getByTestId('gpsr-safetyInfo-de')).toHaveValue('Nur unter Aufsicht von Erwachsenen verwenden.');
  // From English: the English tab is the source, the others are translated again from it.
  await page.getByTestId('gpsr-translate-from').click();
  await page.locator('.ant-select-dropdown:visible').getByText('从英文翻译').click();
  await expect(page.getByTestId('gpsr-source-warnings')).toHaveCount(0);
  await page.getByTestId('gpsr-warnings-en').fill('Warning: Contains small parts. Keep away from fire.');
  await page.getByTestId('gpsr-translate').click();
  // The other languages hold the first translation: replacing them is asked first.
  await page.getByTestId('gpsr-overwrite-ok').click();
  await expect(page.getByTestId('gpsr-warnings-fr')).toHaveValue(
    "Avertissement: Contient de petites pièces. Tenir à l'écart du feu.",
  );
  // The translation stays editable before saving.
  await page.locator('.ant-modal .ant-tabs-tab').filter({ hasText: '德语' }).click();
  await page.getByTestId('gpsr-warnings-de').fill('Warnung: Enthält verschluckbare Kleinteile. Erstickungsgefahr.');
  await page.getByTestId('gpsr-save').click();
  await expect(page.getByTestId('gpsr-list')).toContainText('玩具 EU');

  const token = (await postForm('/api/auth/login', { userName: boss.phone, password: boss.password })).body.data.token;
  const list = await (
    await fetch(`${api}/api/labelsTemplate/getGpsrTemplates`, { headers: { authorization: token } })
  ).json();
  const saved = list.data.find((g: { name: string }) => g.name === '玩具 EU').data.texts;
  expect(saved.de.warnings).toBe('Warnung: Enthält verschluckbare Kleinteile. Erstickungsgefahr.');
  expect(saved.it).toEqual({
    warnings: 'Avvertenza: Contiene piccole parti. Tenere lontano dal fuoco.',
    safetyInfo: 'Usare sotto la sorveglianza di un adulto.',
  });
});
