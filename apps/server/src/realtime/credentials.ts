import { jwtVerify, SignJWT } from 'jose';
import type { TDeps } from '../deps.js';

const AUD = 'mqtt';
const ISS = 'ksa';

/**
 * HS256 JWT for MQTT CONNECT. aud=mqtt keeps it apart from HTTP tokens; the `acl` claim follows
 * EMQX's JWT ACL format so the same credential works against an EMQX cluster in production.
 */
export const signMqttCredential = async (
  deps: TDeps,
  c: { uid: number; sid: string; clientId: string; ttlSeconds: number },
) => {
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + c.ttlSeconds * 1000);
  const jwt = await new SignJWT({
    sid: c.sid,
    clientid: c.clientId,
    acl: [
      { permission: 'allow', action: 'subscribe', topic: `u/${c.uid}/#` },
      { permission: 'deny', action: 'all', topic: '#' },
    ],
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(c.uid))
    .setAudience(AUD)
    .setIssuer(ISS)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(deps.config.secret);
  return { jwt, expiresAt };
};

export type TMqttClaims = { uid: number; sid: string; clientId: string };

export const verifyMqttCredential = async (
  deps: Pick<TDeps, 'config' | 'clock'>,
  jwt: string,
): Promise<TMqttClaims | null> => {
  try {
    const { payload } = await jwtVerify(jwt, deps.config.secret, {
      algorithms: ['HS256'],
      audience: AUD,
      issuer: ISS,
      currentDate: deps.clock.now(),
    });
    const uid = Number(payload.sub);
    if (!Number.isSafeInteger(uid) || typeof payload.sid !== 'string' || typeof payload.clientid !== 'string') {
      return null;
    }
    return { uid, sid: payload.sid, clientId: payload.clientid };
  } catch {
    return null;
  }
};
