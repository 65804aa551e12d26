export type TTemuOpenApp = { secret: string; name: string };

/**
 * Apps registered on the sandbox's partner platform. The second app exists so tests can prove that a token
 * issued to our app is refused when presented by someone else's app.
 */
export const TEMU_OPEN_APPS: Readonly<Record<string, TTemuOpenApp>> = {
  'ksa-temu-app-key': { secret: 'ksa-temu-app-secret-0123456789abcdef', name: '跨境卖家助手' },
  'other-app-key': { secret: 'other-app-secret', name: '其他ERP' },
};

/** The app every seeded shop has authorised. */
export const KSA_APP_KEY = 'ksa-temu-app-key';
