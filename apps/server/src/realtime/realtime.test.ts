import { Topics } from '@ksa/contract';
import mqtt, { type MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { registerBoss, startHarness, type THarness } from '../test/harness.js';

type TCred = { url: string; username: string; password: string; clientId: string; prefix: string };

const connect = (url: string, c: Partial<TCred>) =>
  mqtt.connectAsync(url, {
    username: c.username,
    password: c.password,
    clientId: c.clientId,
    reconnectPeriod: 0,
    connectTimeout: 3000,
  });

/** The granted QoS, or 128 when the broker refused (mqtt.js rejects on a 0x80 SUBACK). */
const subAck = async (client: MqttClient, topic: string) =>
  client.subscribeAsync(topic).then(
    (granted) => granted[0]?.qos,
    (err: { packet?: { granted?: number[] } }) => err.packet?.granted?.[0] ?? 128,
  );

const nextMessage = (client: MqttClient, ms = 1500) =>
  new Promise<{ topic: string; payload: string } | null>((resolve) => {
    const t = setTimeout(() => resolve(null), ms);
    client.once('message', (topic, payload) => {
      clearTimeout(t);
      resolve({ topic, payload: payload.toString() });
    });
  });

/**
 * Runs the broker rules against the embedded Aedes and, with MQTT_URL, against the local
 * Mosquitto relay (two servers sharing it): ACL, publish denial, logout disconnect.
 */
const externalUrl = process.env.KSA_TEST_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
// The external broker runs where one is listening (this machine's Mosquitto, CI); the embedded one always.
const externalUp = await mqtt
  .connectAsync(externalUrl, { reconnectPeriod: 0, connectTimeout: 1500 })
  .then((c) => c.endAsync().then(() => true))
  .catch(() => false);
const modes = [
  { name: 'embedded', mqttUrl: undefined },
  ...(externalUp || process.env.CI ? [{ name: 'mosquitto relay', mqttUrl: externalUrl }] : []),
];

describe.each(modes)('[REALTIME] MQTT over /mqtt ($name)', ({ mqttUrl }) => {
  let h: THarness;
  let h2: THarness | undefined;
  let base: string;
  const creds = async (token: string, harness = h) =>
    (await harness.post('/api/realtime/token', {}, token)).body.data as TCred;
  const open: MqttClient[] = [];
  const track = (c: MqttClient) => {
    open.push(c);
    return c;
  };

  beforeAll(async () => {
    h = await startHarness('pglite', { mqttUrl });
    base = await h.app.listen({ port: 0, host: '127.0.0.1' });
    if (mqttUrl) {
      // A second server on the same database and broker: publishes on one reach clients of the other.
      h2 = await startHarness('pglite', { mqttUrl });
    }
  });
  afterAll(async () => {
    await Promise.all(open.map((c) => c.endAsync(true)));
    await h2?.close();
    await h?.close();
  });

  const wsUrl = () => `${base.replace('http', 'ws')}/mqtt`;

  it('delivers a server publish to the user and nobody else; refuses # , $SYS and foreign prefixes', async () => {
    const a = await registerBoss(h);
    const b = await registerBoss(h);
    const ca = await creds(a.token);
    const cb = await creds(b.token);
    expect(ca.prefix).toBe(`u/${a.uid}/`);
    const alice = track(await connect(wsUrl(), ca));
    const mallory = track(await connect(wsUrl(), cb));

    expect(await subAck(alice, `${ca.prefix}#`)).toBe(0);
    for (const t of [
      '#',
      '+/#',
      'u/+/web_test/topic',
      `u/${a.uid}/#`,
      '$SYS/#',
      '$share/g/#',
      `wx/login/${'a'.repeat(32)}`,
    ]) {
      expect(await subAck(mallory, t), t).toBe(128);
    }
    expect(await subAck(mallory, `${cb.prefix}#`)).toBe(0);

    const gotA = nextMessage(alice, 3000);
    const gotM = nextMessage(mallory, 1500);
    await (h2 ?? h).app.deps.realtime.publish(Topics.bindProgress(a.uid), {
      phone: '138****0000',
      msg: '绑定中',
      firstShopId: null,
    });
    expect((await gotA)?.topic).toBe(Topics.bindProgress(a.uid));
    expect(await gotM).toBeNull();
  });

  it('refuses CONNECT without a credential, with an HTTP token, or with a stolen clientId', async () => {
    const a = await registerBoss(h);
    const c = await creds(a.token);
    await expect(connect(wsUrl(), { username: 'x', password: undefined, clientId: 'x' })).rejects.toThrow();
    await expect(connect(wsUrl(), { username: c.username, password: a.token, clientId: c.clientId })).rejects.toThrow(
      /Not authorized|Bad username/,
    );
    await expect(connect(wsUrl(), { ...c, clientId: `${c.clientId}x` })).rejects.toThrow(/Not authorized/);
  });

  it('closes the connection of a client that publishes', async () => {
    const a = await registerBoss(h);
    const c = await creds(a.token);
    const client = track(await connect(wsUrl(), c));
    const closed = new Promise<boolean>((r) => client.once('close', () => r(true)));
    client.publish(`${c.prefix}web_test/topic`, 'spoof');
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r(false), 3000))])).toBe(true);
  });

  it('logout ends the MQTT connection opened with that session', async () => {
    const a = await registerBoss(h);
    const c = await creds(a.token);
    const client = track(await connect(wsUrl(), c));
    const closed = new Promise<boolean>((r) => client.once('close', () => r(true)));
    await h.post('/api/auth/logout', {}, a.token);
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r(false), 3000))])).toBe(true);
    await expect(connect(wsUrl(), c)).rejects.toThrow(/Not authorized/);
  });

  it('refuses a websocket upgrade from a foreign Origin', async () => {
    const a = await registerBoss(h);
    const c = await creds(a.token);
    const closeCode = (origin: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(wsUrl(), 'mqtt', { headers: { Origin: origin } });
        ws.on('close', (code) => resolve(code));
        ws.on('open', () => setTimeout(() => ws.close(1000), 500));
      });
    expect(await closeCode('https://evil.example')).toBe(1008);
    expect(await closeCode(base)).toBe(1000);
    expect(c.url).toMatch(/^ws:\/\/.+\/mqtt$/);
  });
});
