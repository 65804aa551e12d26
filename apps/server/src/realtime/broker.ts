import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import { and, eq, gt, inArray } from 'drizzle-orm';
import { Redis } from 'ioredis';
import mqtt, { type MqttClient } from 'mqtt';
import { wechatLogins } from '../db/schema/index.js';
import type { TDeps, TRealtimePublisher } from '../deps.js';
import { safeEqual, sha256 } from '../lib/secrets.js';
import { isSessionActive } from '../modules/auth/index.js';
import { maySubscribe, type TMqttPrincipal } from './acl.js';
import { verifyMqttCredential } from './credentials.js';

const require = createRequire(import.meta.url);
const BRIDGE_PREFIX = 'ksa/';

export type TBroker = TRealtimePublisher & {
  handle: (stream: Duplex, req: IncomingMessage) => void;
  status: () => { kind: 'embedded' | 'external'; ok: boolean; clustered: boolean };
  /** MQTT clients (browsers, helpers) connected to this server (GET /metrics). */
  clients: () => number;
  close: () => Promise<void>;
};

const authError = (code: 4 | 5): AuthenticateError => Object.assign(new Error('Not authorized'), { returnCode: code });

/**
 * The embedded Aedes broker: the single place where MQTT auth and the per-user topic ACL are
 * enforced. With REDIS_URL several servers share it (mqemitter-redis + redis persistence); with
 * MQTT_URL server publishes travel through an external broker (Mosquitto, EMQX) and every server
 * relays them to its own browser clients.
 */
export async function createBroker(deps: Pick<TDeps, 'config' | 'db' | 'clock' | 'log'>): Promise<TBroker> {
  const { config } = deps;
  const principals = new WeakMap<Client, TMqttPrincipal>();
  const bySession = new Map<string, Set<Client>>();
  const useRedisMq = Boolean(config.redisUrl && !config.mqttUrl);

  const authenticatePrincipal = async (
    client: Client,
    username: string,
    password: string,
  ): Promise<TMqttPrincipal | null> => {
    if (username.startsWith('wxlogin:')) {
      const loginId = username.slice('wxlogin:'.length);
      const [row] = await deps.db
        .select()
        .from(wechatLogins)
        .where(
          and(
            eq(wechatLogins.id, loginId),
            inArray(wechatLogins.status, ['pending', 'confirmed']),
            gt(wechatLogins.expiresAt, deps.clock.now()),
          ),
        )
        .limit(1);
      return row && safeEqual(row.pollKeyHash, sha256(password)) ? { kind: 'wx', loginId } : null;
    }
    const claims = await verifyMqttCredential(deps, password);
    if (!claims || claims.clientId !== client.id) {
      return null;
    }
    if (claims.sid !== 'visitor' && !(await isSessionActive(deps.db, claims.sid, deps.clock.now()))) {
      return null;
    }
    return { kind: 'user', uid: claims.uid, sid: claims.sid };
  };

  const aedes = await Aedes.createBroker({
    ...(useRedisMq
      ? {
          mq: require('mqemitter-redis')({ connectionString: config.redisUrl }),
          persistence: require('aedes-persistence-redis')({ conn: new Redis(config.redisUrl!) }),
        }
      : {}),
    authenticate: (client, username, password, done) => {
      if (!username || !password) {
        done(authError(4), false);
        return;
      }
      authenticatePrincipal(client, username, password.toString()).then(
        (p) => {
          if (!p) {
            done(authError(5), false);
            return;
          }
          principals.set(client, p);
          if (p.kind === 'user') {
            bySession.set(p.sid, (bySession.get(p.sid) ?? new Set()).add(client));
          }
          done(null, true);
        },
        (err) => {
          deps.log.error({ err }, 'mqtt authenticate failed');
          done(authError(5), false);
        },
      );
    },
    // Browsers publish nothing; server publishes go through aedes.publish and skip this check.
    authorizePublish: (client, _packet, cb) => cb(client ? new Error('publish not allowed') : null),
    authorizeSubscribe: (client, sub, cb) => {
      const p = principals.get(client);
      cb(null, p && maySubscribe(p, sub.topic) ? sub : null);
    },
    authorizeForward: (client, packet) => {
      const p = principals.get(client);
      if (!p) {
        return null;
      }
      const ok = p.kind === 'wx' ? packet.topic === `wx/login/${p.loginId}` : packet.topic.startsWith(`u/${p.uid}/`);
      return ok ? packet : null;
    },
  });
  aedes.on('clientDisconnect', (client) => {
    const p = principals.get(client);
    if (p?.kind === 'user') {
      bySession.get(p.sid)?.delete(client);
    }
  });

  const localPublish = (topic: string, payload: Buffer) =>
    new Promise<void>((ok, fail) =>
      aedes.publish({ cmd: 'publish', topic, payload, qos: 1, retain: false, dup: false }, (err) =>
        err ? fail(err) : ok(),
      ),
    );

  let bridge: MqttClient | undefined;
  if (config.mqttUrl) {
    bridge = await mqtt.connectAsync(config.mqttUrl, { clientId: `ksa-server-${aedes.id}`, reconnectPeriod: 2000 });
    await bridge.subscribeAsync(`${BRIDGE_PREFIX}#`, { qos: 1 });
    bridge.on('message', (topic, payload) => {
      localPublish(topic.slice(BRIDGE_PREFIX.length), payload).catch((err) => deps.log.error({ err }, 'relay failed'));
    });
  }

  return {
    handle: (stream, req) => {
      aedes.handle(stream, req);
    },
    publish: async (topic, payload) => {
      const buf = Buffer.from(JSON.stringify(payload));
      if (bridge) {
        await bridge.publishAsync(`${BRIDGE_PREFIX}${topic}`, buf, { qos: 1 });
        return;
      }
      await localPublish(topic, buf);
    },
    disconnectSessions: (sessionIds) => {
      for (const sid of sessionIds) {
        for (const c of bySession.get(sid) ?? []) {
          c.close();
        }
        bySession.delete(sid);
      }
    },
    status: () => ({
      kind: bridge ? 'external' : 'embedded',
      ok: bridge ? bridge.connected : !aedes.closed,
      clustered: useRedisMq || Boolean(bridge),
    }),
    clients: () => aedes.connectedClients,
    close: async () => {
      await bridge?.endAsync();
      await new Promise<void>((ok) => aedes.close(() => ok()));
    },
  };
}
