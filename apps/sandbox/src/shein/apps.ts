export type TSheinApp = { appid: string; secretKey: string; name: string };

/** Our own app: what the server's connector is configured with (SHEIN_APP_ID / SHEIN_APP_SECRET_KEY). */
export const KSA_SHEIN_APP: TSheinApp = {
  appid: 'KSA-SHEIN-APP-0001',
  secretKey: '8F3A1C2B4D5E6F708192A3B4C5D6E7F8',
  name: '跨境卖家助手',
};

/** Another developer's app, so tests can prove credentials never cross apps. */
export const OTHER_SHEIN_APP: TSheinApp = {
  appid: 'KSA-SHEIN-APP-0002',
  secretKey: '1B2C3D4E5F60718293A4B5C6D7E8F901',
  name: '其他ERP（测试应用）',
};

const APPS = new Map([KSA_SHEIN_APP, OTHER_SHEIN_APP].map((a) => [a.appid, a]));

export const findSheinApp = (appid: string | undefined): TSheinApp | undefined =>
  appid === undefined ? undefined : APPS.get(appid);
