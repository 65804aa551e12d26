import type { TConfig } from '../../config.js';
import { createAliyunSmsSender, type TSmsSender } from './sms-sender.js';

export type TCodePurpose = keyof TConfig['sms']['templates'];

/** Sends a verification code with the template approved for its purpose. */
export type TCodeSender = {
  send(input: { phone: string; code: string; purpose: TCodePurpose }): Promise<{ bizId: string }>;
};

export const createCodeSender = (
  cfg: TConfig['sms'],
  make: (templateCode: string) => TSmsSender = (templateCode) => createAliyunSmsSender({ ...cfg, templateCode }),
): TCodeSender => {
  const senders = new Map<string, TSmsSender>();
  return {
    send: ({ phone, code, purpose }) => {
      const template = cfg.templates[purpose];
      let s = senders.get(template);
      if (!s) {
        s = make(template);
        senders.set(template, s);
      }
      return s.send({ phone, code });
    },
  };
};
