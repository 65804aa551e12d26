import { WECHAT_LOGIN_TOPIC_RE } from '@ksa/contract';

/** Who a connected MQTT client is: a user (by uid) or an anonymous WeChat-login waiter. */
export type TMqttPrincipal = { kind: 'user'; uid: number; sid: string } | { kind: 'wx'; loginId: string };

const WILDCARD = /[+#]/;

/**
 * The one topic rule, used for subscribe and for forward (defense in depth): a user reads only
 * below u/{uid}/ with a literal uid; a WeChat waiter reads only its own login topic.
 * `#`, `+/…`, `$SYS`, `$share` and everything else are refused.
 */
export const maySubscribe = (p: TMqttPrincipal, topic: string): boolean => {
  if (topic.startsWith('$')) {
    return false;
  }
  if (p.kind === 'wx') {
    return topic === `wx/login/${p.loginId}` && WECHAT_LOGIN_TOPIC_RE.test(topic);
  }
  const prefix = `u/${p.uid}/`;
  if (!topic.startsWith(prefix) || topic.length === prefix.length) {
    return false;
  }
  const rest = topic.slice(prefix.length);
  // '#' may end the filter; '+' may stand for a whole level; neither may reach into the prefix.
  return rest
    .split('/')
    .every((lvl, i, all) => !WILDCARD.test(lvl) || lvl === '+' || (lvl === '#' && i === all.length - 1));
};
