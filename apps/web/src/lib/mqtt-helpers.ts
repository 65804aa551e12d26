// Broker answers for a bad or expired credential (MQTT 3.1.1 and 5 reason codes).
export const AUTH_CODES = new Set([4, 5, 134, 135]);

export const parsePayload = (buf: Uint8Array): unknown => {
  const text = new TextDecoder().decode(buf);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A page served over https may get a ws:// url from a proxy-unaware server; a relative one too. */
export const toWsUrl = (url: string) => {
  const u = new URL(url, window.location.href);
  if (u.protocol === 'http:' || u.protocol === 'https:') {
    u.protocol = u.protocol === 'https:' ? 'wss:' : 'ws:';
  }
  if (window.location.protocol === 'https:' && u.protocol === 'ws:') {
    u.protocol = 'wss:';
  }
  return u.toString();
};
