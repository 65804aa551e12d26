import { createHash, randomBytes } from 'node:crypto';

export type TWechatUser = {
  key: string;
  nickname: string;
  sex: 0 | 1 | 2;
  province: string;
  city: string;
  country: string;
};

/** Fixed demo users: their openid/unionid never change, so seeded accounts and tests can refer to them. */
export const DEMO_WECHAT_USERS: readonly TWechatUser[] = [
  { key: 'zhangsan', nickname: '微信用户-张三', sex: 1, province: '广东', city: '深圳', country: '中国' },
  { key: 'lisi', nickname: '微信用户-李四', sex: 2, province: '浙江', city: '杭州', country: '中国' },
  { key: 'wangwu', nickname: '微信用户-王五', sex: 1, province: '福建', city: '厦门', country: '中国' },
];

const idFrom = (seed: string): string => `o${createHash('sha256').update(seed).digest('base64url').slice(0, 27)}`;

/** Like WeChat, an openid differs per app while the unionid is the same across one developer's apps. */
export const openidOf = (appid: string, userKey: string): string => idFrom(`openid|${appid}|${userKey}`);
export const unionidOf = (userKey: string): string => idFrom(`unionid|${userKey}`);

/** Demo users plus the "新用户" ones created by scans, kept for the life of the process. */
export const createUserDirectory = () => {
  const created = new Map<string, TWechatUser>();

  return {
    find(key: string): TWechatUser | undefined {
      return DEMO_WECHAT_USERS.find((u) => u.key === key) ?? created.get(key);
    },
    createNew(): TWechatUser {
      const suffix = randomBytes(3).toString('hex');
      const user: TWechatUser = {
        key: `new-${suffix}`,
        nickname: `微信用户-${suffix}`,
        sex: 0,
        province: '',
        city: '',
        country: '',
      };
      created.set(user.key, user);

      return user;
    },
  };
};

export type TUserDirectory = ReturnType<typeof createUserDirectory>;

const AVATAR_COLORS = ['#07c160', '#1677ff', '#fa8c16', '#eb2f96', '#722ed1'];

/** Stand-in for thirdwx.qlogo.cn avatars: a coloured disc with the last character of the nickname. */
export const avatarSvg = (user: TWechatUser): string => {
  const color = AVATAR_COLORS[user.key.charCodeAt(0) % AVATAR_COLORS.length];
  const letter = [...user.nickname].at(-1) ?? '微';
  const safe = letter.replace(/[&<>"']/g, '?');

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="132" height="132" viewBox="0 0 132 132">` +
    `<rect width="132" height="132" fill="${color}"/>` +
    `<text x="66" y="84" font-size="56" text-anchor="middle" fill="#fff" font-family="sans-serif">${safe}</text></svg>`
  );
};
