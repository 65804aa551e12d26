import type { TWechatLoginCodeResponse, TWechatLoginResult } from '@ksa/contract';
import type { MqttClient } from 'mqtt';
import { useEffect, useEffectEvent, useState } from 'react';
import { msgOfError, msgText } from '../../lib/error-text';
import { ApiError } from '../../lib/http';
import { fetchWechatCode, fetchWechatResult } from './api';

/** A failed WeChat login call's message in the display language; undefined lets the panel show its own. */
const wechatError = (err: unknown) => {
  const m = msgOfError(err, 'UNKNOWN');

  return typeof m !== 'string' && m.id === 'UNKNOWN' ? undefined : msgText(m);
};

export type TWechatPhase = 'loading' | 'ready' | 'expired' | 'error' | 'confirmed';
export type TWechatState = { phase: TWechatPhase; qrUrl?: string; error?: string };

const POLL_MS = 3_000;

const brokerUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/mqtt`;

/**
 * WeChat QR flow: fetch a login session, wait for the scan on its anonymous MQTT topic and
 * poll every 3 s as a fallback (the broker may be unreachable behind some proxies). The result
 * call is one-shot on the server, so only one runs at a time and none after a final answer.
 */
export const useWechatLogin = (onConfirmed: (result: TWechatLoginResult) => void) => {
  const [state, setState] = useState<TWechatState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const handleConfirmed = useEffectEvent(onConfirmed);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the refresh trigger.
  useEffect(() => {
    const abort = new AbortController();
    const timers: ReturnType<typeof setTimeout>[] = [];
    let client: MqttClient | undefined;
    let isFinished = false;
    let isChecking = false;

    const finish = (next: TWechatState) => {
      isFinished = true;
      timers.forEach(clearTimeout);
      client?.end(true);
      setState(next);
    };

    const check = async (s: TWechatLoginCodeResponse) => {
      if (isFinished || isChecking) {
        return;
      }
      isChecking = true;
      try {
        const r = await fetchWechatResult(s.loginId, s.pollKey, abort.signal);
        if (isFinished) {
          return;
        }
        if (r.status === 'confirmed') {
          finish({ phase: 'confirmed' });
          handleConfirmed(r);
        } else if (r.status === 'expired') {
          finish({ phase: 'expired' });
        }
      } catch (err) {
        // A network blip keeps polling; a real server answer (e.g. already bound) ends the flow.
        if (!isFinished && err instanceof ApiError && err.status !== 0) {
          finish({ phase: 'error', error: wechatError(err) });
        }
      } finally {
        isChecking = false;
      }
    };

    const listen = async (s: TWechatLoginCodeResponse) => {
      const { mqttConnect: connect } = await import('../../lib/mqtt-connect');
      if (isFinished) {
        return;
      }
      client = connect(brokerUrl(), {
        username: `wxlogin:${s.loginId}`,
        password: s.pollKey,
        reconnectPeriod: 5_000,
        connectTimeout: 10_000,
      });
      client.on('connect', () => client?.subscribe(s.topic, { qos: 1 }));
      client.on('message', (_topic, payload) => {
        try {
          const msg = JSON.parse(payload.toString()) as { status?: string };
          if (msg.status === 'confirmed' || msg.status === 'expired') {
            void check(s);
          }
        } catch {
          // Not ours to interpret; the poll still covers it.
        }
      });
      client.on('error', () => {});
    };

    const begin = async () => {
      try {
        const s = await fetchWechatCode(abort.signal);
        if (isFinished) {
          return;
        }
        setState({ phase: 'ready', qrUrl: s.qrUrl });
        timers.push(setInterval(() => void check(s), POLL_MS));
        // At expiry the server has the last word; only if it stays silent do we expire locally.
        const ttl = s.expiresIn * 1000;
        timers.push(setTimeout(() => void check(s), ttl));
        timers.push(setTimeout(() => !isFinished && !isChecking && finish({ phase: 'expired' }), ttl + 2 * POLL_MS));
        await listen(s).catch(() => {});
      } catch (err) {
        if (!isFinished && !abort.signal.aborted) {
          finish({
            phase: 'error',
            error: err instanceof ApiError ? wechatError(err) : undefined,
          });
        }
      }
    };

    void begin();
    return () => {
      isFinished = true;
      abort.abort();
      timers.forEach(clearTimeout);
      client?.end(true);
    };
  }, [attempt]);

  const refresh = () => {
    setState({ phase: 'loading' });
    setAttempt((a) => a + 1);
  };
  return { ...state, refresh };
};
