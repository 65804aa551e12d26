import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import { Limits } from '@ksa/contract';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.js';

const originOf = (url: string | undefined): string | undefined => {
  if (!url) {
    return undefined;
  }
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}`;
  } catch {
    return undefined;
  }
};

/**
 * The one inline script we serve: the Shein authorization popup's last page. It hands the result (a data attribute,
 * so the script's text and hash never change) to the window that opened it, on our origin only, then closes.
 */
export const POPUP_CLOSE_SCRIPT =
  "try{var r=document.getElementById('r');if(window.opener&&r){window.opener.postMessage(JSON.parse(r.getAttribute('data-result')),location.origin)}}catch(e){}setTimeout(function(){window.close()},1200)";
const scriptHash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;

/**
 * The Content-Security-Policy of every response. What the web app needs and why:
 * - scripts only from us (Vite bundles), plus the hash of the popup page's one-line close script;
 * - styles inline too: antd (CSS-in-JS) inserts <style> elements and style attributes;
 * - frames: the WeChat QR login page (WECHAT_OPEN_URL) in an iframe, which redirects back to our
 *   own callback page ('self'); Alipay page pay in an iframe (the ALIPAY_GATEWAY origin, and ALIPAY_GATEWAY_URL
 *   for a cashier on another origin);
 * - connections: our API and /mqtt ('self' covers ws/wss to the same host), MQTT_PUBLIC_URL, and the
 *   desktop helper on this computer (its local websocket and proxy ports);
 * - images from anywhere (marketplace product pictures come from their CDNs);
 * - nobody may frame us but ourselves.
 */
export const cspDirectives = (config: TConfig) => {
  const mqtt = originOf(config.mqttPublicUrl);
  const mqttHttp = mqtt?.replace(/^ws/, 'http');
  const wechat = originOf(config.wechat.openBaseUrl);
  const alipay = originOf(config.alipayGatewayUrl);
  // The renewal modal shows the page-pay URL of the configured gateway (ALIPAY_GATEWAY) in an iframe.
  const alipayPay = originOf(config.alipay.gateway);
  const list = (...xs: (string | undefined)[]) => [...new Set(xs.filter((x): x is string => Boolean(x)))];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", scriptHash(POPUP_CLOSE_SCRIPT)],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ['*', 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: list(
      "'self'",
      mqtt,
      mqttHttp,
      `ws://127.0.0.1:${Limits.helperWsPort}`,
      `http://127.0.0.1:${Limits.helperProxyPort}`,
    ),
    frameSrc: list("'self'", wechat, alipay, alipayPay),
    workerSrc: ["'self'", 'blob:'],
    formAction: list("'self'", alipay),
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    // Off: on plain-http deployments (and the sandbox) it would rewrite http frames to https.
    upgradeInsecureRequests: null,
  };
};

/**
 * Security headers on HTML and API responses alike (@fastify/helmet): CSP, X-Frame-Options,
 * nosniff, Referrer-Policy. HSTS only when the request came over TLS (directly, or per
 * X-Forwarded-Proto from a trusted proxy), so a plain-http install never pins itself to https.
 */
export const registerSecurityHeaders = async (app: FastifyInstance, config: TConfig) => {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The Shein popup is watched through window.closed; COOP would sever the opener.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (req, reply) => {
    if (req.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
};
