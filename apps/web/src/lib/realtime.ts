import { ApiRoutes, type TRealtimeToken } from '@ksa/contract';
import type { MqttClient } from 'mqtt';
import { apiCall } from './api-call';
import { AUTH_CODES, parsePayload, toWsUrl } from './mqtt-helpers';
import { topicMatches } from './topic-match';

export type TRealtimeHandler = (payload: unknown, topic: string) => void;
export type TRealtimeStatus = 'idle' | 'connecting' | 'online' | 'offline';
type THooks = { onReconnect: () => void; onLogout: () => void };

// Renew this long before the credential expires; the broker checks it on (re)connect only.
const RENEW_BEFORE_MS = 60_000;
/**
 * One MQTT-over-websocket connection per signed-in real user. Messages are hints: on reconnect
 * the app refetches over HTTP, which stays the source of truth.
 */
export class RealtimeClient {
  private client: MqttClient | null = null;
  private cred: TRealtimeToken | null = null;
  private renewTimer: ReturnType<typeof setTimeout> | undefined;
  private handlers = new Map<string, Set<TRealtimeHandler>>();
  private listeners = new Set<() => void>();
  private hasConnected = false;
  private generation = 0;
  status: TRealtimeStatus = 'idle';

  constructor(private readonly hooks: THooks) {}

  async start() {
    const gen = ++this.generation;
    this.setStatus('connecting');
    try {
      const cred = await this.fetchCredential();
      const { mqttConnect: connect } = await import('./mqtt-connect');
      if (gen !== this.generation) {
        return;
      }
      this.cred = cred;
      const client = connect(toWsUrl(cred.url), {
        username: cred.username,
        password: cred.password,
        clientId: cred.clientId,
        reconnectPeriod: 5000,
        clean: true,
      });
      this.client = client;
      client.on('connect', () => this.handleConnect(client));
      client.on('message', (topic, buf) => this.dispatch(topic, parsePayload(buf)));
      client.on('offline', () => this.setStatus('offline'));
      client.on('error', (err) => {
        if (AUTH_CODES.has((err as { code?: number }).code ?? -1)) {
          void this.renew();
        }
      });
      this.scheduleRenew();
    } catch {
      if (gen === this.generation) {
        this.setStatus('offline');
        // No credential (server down): try again after the same 5 s as a broker reconnect.
        this.renewTimer = setTimeout(() => void this.start(), 5000);
      }
    }
  }

  stop() {
    this.generation++;
    clearTimeout(this.renewTimer);
    this.client?.end(true);
    this.client = null;
    this.cred = null;
    this.hasConnected = false;
    this.setStatus('idle');
  }

  /** Subscribes to `${prefix}${topicSuffix}` (wildcards allowed); returns the unsubscribe. */
  subscribe(topicSuffix: string, handler: TRealtimeHandler): () => void {
    const set = this.handlers.get(topicSuffix) ?? new Set();
    set.add(handler);
    this.handlers.set(topicSuffix, set);
    return () => {
      set.delete(handler);
      if (set.size === 0) {
        this.handlers.delete(topicSuffix);
      }
    };
  }

  onStatus(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private fetchCredential() {
    return apiCall(ApiRoutes.realtimeToken, {}, { silent: true });
  }

  private handleConnect(client: MqttClient) {
    this.setStatus('online');
    if (this.cred) {
      // The broker's ACL allows only our own prefix, so one wildcard covers every user topic.
      client.subscribe(`${this.cred.prefix}#`, { qos: 1 });
    }
    if (this.hasConnected) {
      this.hooks.onReconnect();
    }
    this.hasConnected = true;
  }

  private dispatch(topic: string, payload: unknown) {
    const prefix = this.cred?.prefix ?? '';
    if (!topic.startsWith(prefix)) {
      return;
    }
    const suffix = topic.slice(prefix.length);
    if (suffix === 'session/topic' && (payload as { type?: string } | null)?.type === 'logout') {
      this.hooks.onLogout();
      return;
    }
    for (const [filter, set] of this.handlers) {
      if (topicMatches(filter, suffix)) {
        for (const handler of set) {
          handler(payload, topic);
        }
      }
    }
  }

  private scheduleRenew() {
    clearTimeout(this.renewTimer);
    if (!this.cred) {
      return;
    }
    const due = Date.parse(this.cred.expiresAt) - Date.now() - RENEW_BEFORE_MS;
    this.renewTimer = setTimeout(() => void this.renew(), Math.max(due, 10_000));
  }

  /** New credential for the next (re)connect; the open connection is left alone. */
  private async renew() {
    const gen = this.generation;
    try {
      const cred = await this.fetchCredential();
      if (gen !== this.generation || !this.client) {
        return;
      }
      this.cred = cred;
      Object.assign(this.client.options, { username: cred.username, password: cred.password, clientId: cred.clientId });
    } catch {
      // Server unreachable: keep the old credential, the next timer tries again.
    }
    this.scheduleRenew();
  }

  private setStatus(status: TRealtimeStatus) {
    this.status = status;
    for (const l of this.listeners) {
      l();
    }
  }
}
