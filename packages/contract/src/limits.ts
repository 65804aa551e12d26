/** Business constants of spec §9 (both parts), defined once for web and server. */
export const Limits = {
  countdown: {
    login: 300,
    register: 300,
    findPass: 300,
    resetPage: 60,
    bind: 59,
    manager: 59,
    deleteAccount: 60,
    admin: 60,
  },
  password: { min: 6, max: 12 },
  phoneLength: 11,
  codeLength: 6,
  codeTtlSeconds: 300,
  codeMaxWrongTries: 5,
  codeMaxPerPhonePerDay: 10,
  codeMaxPerIpPerHour: 30,
  loginMaxWrongPasswords: 5,
  loginDelaySeconds: 60,
  /** Our own file storage (/oss/upload), per tenant: uploads per minute and megabytes per day (issue 24). */
  ossUploadsPerMinute: 10,
  ossMbPerDay: 200,
  tokenDays: 7,
  realtimeTokenSeconds: 600,
  wechatLoginTtlSeconds: 300,
  requestTimeoutMs: 30_000,
  allShopsId: 100,
  headerTabsMax: 10,
  headerTabsVisible: 8,
  pageSize: 10,
  shopNameMaxUnits: 256,
  popupTextMaxUnits: 16,
  tableScrollY: 500,
  reorderSaveDelayMs: 5_000,
  midnightRefreshDelayMs: 3_000,
  helperReconnectMs: 5_000,
  refreshThrottleMs: 300_000,
  fullRefreshWindowMs: 30 * 60_000,
  softwareCheckMs: 30 * 60_000,
  homeMinLoadingMs: 500,
  shopSwitchLoadingMs: 2_000,
  expiredHistoryDays: 7,
  sheinPopup: { width: 1300, height: 680 },
  desktopMinWidth: 1550,
  desktopDesignWidth: 1920,
  mobileDesignWidth: 375,
  mobileMaxWidth: 1024,
  helperProxyPort: 36186,
  helperWsPort: 36187,
  deadStockMaxSales30d: 19,
  /** trialDays: the default free days of a newly bound shop (the server's TRIAL_DAYS overrides it). */
  renewal: { monthlyPrice: 69, couponDiscount: 30, monthsMin: 1, monthsMax: 360, trialDays: 15 },
  uploadChunkBytes: 5 * 1024 * 1024,
  uploadChunkRetries: 8,
  maxStringLength: 1_000,
} as const;

/** The 'phone' rule of spec §5: leading 1, then 3-9, then 9 digits. */
export const PHONE_RE = /^1[3-9]\d{9}$/;
/** 6-12 letters, digits and common symbols, no Chinese / spaces (spec §5). */
export const PASSWORD_RE = /^[A-Za-z0-9!-/:-@[-`{-~]{6,12}$/;
export const CODE_RE = /^\d{6}$/;
export const AREA_CODES = ['+86'] as const;

export const Languages = ['zh-CN', 'ja', 'en', 'de', 'es', 'fr', 'pt', 'ar', 'ko', 'vi', 'hi'] as const;
export type TLanguage = (typeof Languages)[number];

/** Double-byte characters count 2 units (spec §5 Shop rename). */
export const lengthUnits = (s: string): number => {
  let n = 0;
  for (const ch of s) {
    n += (ch.codePointAt(0) ?? 0) > 0xff ? 2 : 1;
  }
  return n;
};
