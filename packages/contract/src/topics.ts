/**
 * MQTT topics. Every user topic lives under `u/{uid}/`; the broker lets a client subscribe only
 * below its own prefix. The seed's topic names are kept as the suffix. Phones never appear in topics.
 */
export const userTopicPrefix = (uid: number | string) => `u/${uid}/`;

export const Topics = {
  bindProgress: (uid: number | string) => `u/${uid}/web_test/topic`,
  bindError: (uid: number | string) => `u/${uid}/web_bind_error/topic`,
  bindFinish: (uid: number | string) => `u/${uid}/web_bind_finish/topic`,
  deliveryLevel: (uid: number | string) => `u/${uid}/delivery_level/topic`,
  shopRefresh: (uid: number | string, shopId: number | string) => `u/${uid}/shop/${shopId}/refresh`,
  rebind: (uid: number | string) => `u/${uid}/rebind/topic`,
  sheinBind: (uid: number | string, clientId: string) => `u/${uid}/shein_bind/${clientId}`,
  closeWarning: (uid: number | string) => `u/${uid}/close_warning/topic`,
  session: (uid: number | string) => `u/${uid}/session/topic`,
  /** Spec data §4/§7: a renewal order finished (paid and applied) or failed; carries the order number. */
  orderFinished: (uid: number | string) => `u/${uid}/order_finished/topic`,
  /** AI listing: a batch publish's progress after each draft (ZAiPublishProgress). */
  aiPublish: (uid: number | string) => `u/${uid}/ai_publish/topic`,
  /** The one anonymous topic: named by an unguessable per-login id. */
  wechatLogin: (loginId: string) => `wx/login/${loginId}`,
} as const;

export const WECHAT_LOGIN_TOPIC_RE = /^wx\/login\/[A-Za-z0-9_-]{22,64}$/;

/** The part of a user topic below `u/{uid}/`: what a browser subscribes to under its own prefix. */
export const userTopicSuffix = (topic: (uid: string) => string) => topic('').slice(userTopicPrefix('').length);
