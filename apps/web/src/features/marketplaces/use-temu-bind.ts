import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { msgKey, msgOf, type TMsg } from '../../lib/error-text';
import type { TCountdown } from '../auth';
import { useRealtime } from '../realtime';
import { shopKeys, useShopSelection } from '../shops';
import { bindTemuAccount, marketplaceKeys, sendTemuCode } from './api';
import { BindTopics, bindMsg, messageForPhone, resetsCountdown } from './bind-messages';
import { checkBindForm, type TFetchedFor } from './bind-rules';
import { useBindFallback } from './use-bind-fallback';
import { errorMsg, useMsgText } from './use-msg-text';

export type TBindPhase = 'form' | 'binding' | 'success';
export type TBindValues = { phone: string; password: string; code: string };

/**
 * The Temu main-account bind flow (spec §4): 获取验证码 → 确定 → progress over MQTT → success.
 * Lives in the always-mounted modal so a bind keeps going (and selects its shop) when the modal
 * is closed while the server is still working.
 */
export const useTemuBind = ({ isRebind, countdown }: { isRebind: boolean; countdown: TCountdown }) => {
  const [phase, setPhase] = useState<TBindPhase>('form');
  const [steps, setSteps] = useState<TMsg[]>([]);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // Refs, not state: MQTT handlers and the in-flight call read them without re-subscribing.
  const activePhone = useRef<string | null>(null);
  const fetchedFor = useRef<TFetchedFor>(null);
  /** Whether the current attempt already got its finish/error message (it may beat the HTTP reply). */
  const settled = useRef(false);
  const { subscribe } = useRealtime();
  const queryClient = useQueryClient();
  const toast = useMsgText();
  const latest = useRef({ toast, countdown });
  latest.current = { toast, countdown };

  const begin = (phone: string) => {
    [activePhone.current, settled.current] = [phone, false];
    setSteps([]);
  };

  const fail = useCallback((msg: TMsg) => {
    latest.current.toast.error(msg);
    if (resetsCountdown(msg)) {
      latest.current.countdown.reset();
      fetchedFor.current = null;
    }
  }, []);

  /** A finish message (or the HTTP fallback): success view, fresh lists, first bound shop selected. */
  const finish = useCallback(
    (msg: TMsg, firstShopId: number | null) => {
      [settled.current, activePhone.current, fetchedFor.current] = [true, null, null];
      latest.current.countdown.reset();
      setSteps((s) => [...s, msg]);
      setPhase('success');
      void queryClient.invalidateQueries({ queryKey: shopKeys.all });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
      if (firstShopId !== null) {
        useShopSelection.getState().select(firstShopId);
      }
    },
    [queryClient],
  );
  useBindFallback(activePhone.current, phase === 'binding', (id) => finish(msgOf('BIND_OK'), id));

  useEffect(() => {
    const offs = [
      subscribe(BindTopics.progress, (p) => {
        const m = messageForPhone(p, activePhone.current);
        if (m && !settled.current) {
          const step = bindMsg(m);
          setSteps((s) => (s.some((x) => msgKey(x) === msgKey(step)) ? s : [...s, step]));
          setPhase('binding');
        }
      }),
      subscribe(BindTopics.error, (p) => {
        const m = messageForPhone(p, activePhone.current);
        if (m) {
          settled.current = true;
          setPhase('form');
          fail(bindMsg(m));
        }
      }),
      subscribe(BindTopics.finish, (p) => {
        const m = messageForPhone(p, activePhone.current);
        if (m) {
          finish(bindMsg(m), m.firstShopId);
        }
      }),
    ];
    return () => {
      for (const off of offs) {
        off();
      }
    };
  }, [subscribe, fail, finish]);

  /** onSend of the SendCodeButton: true starts the 59 s countdown. */
  const sendCode = async (phone: string, password: string): Promise<boolean> => {
    begin(phone);
    try {
      const r = await sendTemuCode({ phone, password, isRebind });
      fetchedFor.current = { phone, password };
      if (r.needCode) {
        return true;
      }
      // Logged in without a code: the server is already binding; wait for the finish message.
      if (!settled.current) {
        setPhase('binding');
      }
      return false;
    } catch (err) {
      fail(errorMsg(err, 'BIND_FAILED'));
      return false;
    }
  };

  const submit = async (v: TBindValues) => {
    const problem = checkBindForm({ ...v, fetchedFor: fetchedFor.current });
    if (problem) {
      fail(problem);
      return;
    }
    begin(v.phone.trim());
    setIsSubmitting(true);
    try {
      await bindTemuAccount({ phone: v.phone.trim(), password: v.password, code: v.code.trim(), isRebind });
      if (!settled.current) {
        setPhase('binding');
      }
    } catch (err) {
      fail(errorMsg(err, 'BIND_FAILED'));
    } finally {
      setIsSubmitting(false);
    }
  };

  /** 继续绑定主账号, or the modal closed after a finished bind: back to an empty form. */
  const reset = () => {
    [activePhone.current, fetchedFor.current, settled.current] = [null, null, false];
    setSteps([]);
    setPhase('form');
    countdown.reset();
  };

  return { phase, steps, isSubmitting, sendCode, submit, reset };
};
