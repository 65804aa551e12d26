import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-policy.js';

/** How the server fetches a URL a user gave it (OUTBOUND_* in config). */
export type TOutboundPolicy = {
  /** Origins reached whatever their address (the sandbox's, a partner's); exact scheme://host:port. */
  allowedOrigins: string[];
  /** Ports besides 80/443 a public address may be reached on. */
  extraPorts: number[];
  /** The whole fetch, redirects included (ms). */
  timeoutMs: number;
  maxRedirects: number;
  /** Tests resolve names (a name pointing at loopback) without a DNS server; default: the system's. */
  lookup?: (
    hostname: string,
    options: LookupAllOptions,
    cb: (err: Error | null, list: LookupAddress[]) => void,
  ) => void;
};

export type TFetchedUrl = { status: number; contentType: string; bytes: Buffer; url: URL };

/**
 * Every refusal and failure is this one error, whatever the cause (address, scheme, port, DNS, timeout,
 * status, size): a caller cannot tell a closed port from an open one, or an internal name from a missing one.
 */
export class LinkNotReadable extends Error {
  constructor(readonly reason: string) {
    super('link not readable');
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemLookup: NonNullable<TOutboundPolicy['lookup']> = (hostname, options, cb) =>
  dnsLookup(hostname, options, (err, list) => cb(err, list ?? []));

/**
 * The connect-time check: the socket connects only to the addresses checked here, so a name that answers
 * a public address to a first lookup and loopback to the next (DNS rebinding) never reaches loopback.
 * Every address of the name must be public; one private answer refuses the name.
 */
const checkedLookup =
  (resolve: NonNullable<TOutboundPolicy['lookup']>): LookupFunction =>
  (hostname, options, cb) => {
    resolve(hostname, { ...(options as LookupOneOptions), all: true }, (err, list) => {
      if (err || list.length === 0 || list.some((a) => !isPublicAddress(a.address))) {
        const refused = new LinkNotReadable(err ? 'dns' : 'address') as NodeJS.ErrnoException;
        (cb as (e: Error, a: string, f: number) => void)(refused, '', 4);
        return;
      }
      if ((options as LookupAllOptions).all) {
        (cb as (e: null, l: LookupAddress[]) => void)(null, list);
      } else {
        (cb as (e: null, a: string, f: number) => void)(null, list[0]!.address, list[0]!.family);
      }
    });
  };

/** The URL's own checks before any connection: scheme, credentials, port, and an address written literally. */
const allowedTarget = (url: URL, policy: TOutboundPolicy): { trusted: boolean } => {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new LinkNotReadable('scheme');
  }
  if (url.username || url.password) {
    throw new LinkNotReadable('credentials');
  }
  if (policy.allowedOrigins.includes(url.origin)) {
    return { trusted: true };
  }
  if (url.port && !policy.extraPorts.includes(Number(url.port))) {
    throw new LinkNotReadable('port');
  }
  // WHATWG URL has already turned 127.1, 0x7f000001, 2130706433 and 017700000001 into 127.0.0.1.
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !isPublicAddress(host)) {
    throw new LinkNotReadable('address');
  }
  return { trusted: false };
};

/** One request, no redirect followed; the body read up to maxBytes. */
const requestOnce = (
  url: URL,
  policy: TOutboundPolicy,
  trusted: boolean,
  maxBytes: number,
  signal: AbortSignal,
  accept: string,
) =>
  new Promise<TFetchedUrl & { location: string | undefined }>((resolve, reject) => {
    const mod = url.protocol === 'https:' ? https : http;
    const req = mod.request(
      url,
      {
        method: 'GET',
        agent: false,
        signal,
        headers: { accept, 'user-agent': 'ksa-fetch/1' },
        ...(trusted ? {} : { lookup: checkedLookup(policy.lookup ?? systemLookup) }),
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (REDIRECTS.has(status)) {
          res.resume();
          resolve({ status, contentType: '', bytes: Buffer.alloc(0), url, location: res.headers.location });
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            reject(new LinkNotReadable('size'));
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status,
            contentType: String(res.headers['content-type'] ?? ''),
            bytes: Buffer.concat(chunks),
            url,
            location: undefined,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });

/**
 * GET a URL a user supplied (a PDF link, a collected picture, a product page): http/https only, ports 80/443
 * unless configured, the address checked when the socket connects, every redirect checked again, a size
 * and a time limit. Anything else is LinkNotReadable.
 */
export const fetchUserUrl = async (
  policy: TOutboundPolicy,
  link: string | URL,
  opts: { maxBytes: number; accept?: string },
): Promise<TFetchedUrl> => {
  const signal = AbortSignal.timeout(policy.timeoutMs);
  try {
    let url = new URL(link);
    for (let hop = 0; hop <= policy.maxRedirects; hop++) {
      const { trusted } = allowedTarget(url, policy);
      const res = await requestOnce(url, policy, trusted, opts.maxBytes, signal, opts.accept ?? '*/*');
      if (res.location === undefined && REDIRECTS.has(res.status)) {
        throw new LinkNotReadable('redirect');
      }
      if (res.location !== undefined) {
        url = new URL(res.location, url);
        continue;
      }
      if (res.status < 200 || res.status > 299) {
        throw new LinkNotReadable('status');
      }
      return { status: res.status, contentType: res.contentType, bytes: res.bytes, url: res.url };
    }
    throw new LinkNotReadable('redirects');
  } catch (err) {
    throw err instanceof LinkNotReadable ? err : new LinkNotReadable((err as Error)?.name ?? 'error');
  }
};
