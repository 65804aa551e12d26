import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTrap, type TTrap } from '../../test/ssrf-fixture.js';
import { isPublicAddress } from './address-policy.js';
import { fetchUserUrl, LinkNotReadable, type TOutboundPolicy } from './outbound-fetch.js';

const base: TOutboundPolicy = { allowedOrigins: [], extraPorts: [], timeoutMs: 5_000, maxRedirects: 5 };

describe('[SSRF] the outbound guard for user-supplied URLs', () => {
  let trap: TTrap;
  let site: Server;
  let siteOrigin: string;
  beforeAll(async () => {
    trap = await openTrap();
    // A configured origin (as the sandbox is): reached, redirects inside it followed, the body capped.
    site = createServer((req, res) => {
      if (req.url === '/moved') {
        res.writeHead(301, { location: '/doc.pdf' }).end();
        return;
      }
      if (req.url === '/big') {
        res.writeHead(200).end(Buffer.alloc(2048));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4 ok');
    });
    await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
    siteOrigin = `http://127.0.0.1:${(site.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    await trap.close();
    await new Promise((done) => site.close(done));
  });

  it(`refuses each of the ${'>'}20 internal address forms, redirects to them and odd schemes, with no connection`, async () => {
    expect(trap.forms.length).toBeGreaterThanOrEqual(20);
    const policy = trap.policy(base);
    for (const form of trap.forms) {
      const err = await fetchUserUrl(policy, form.url, { maxBytes: 1024 }).catch((e: unknown) => e);
      expect(err, form.name).toBeInstanceOf(LinkNotReadable);
    }
    expect(trap.connections()).toBe(0);
  });

  it('reads an allowed origin, follows its redirects and cuts a body over the limit', async () => {
    const policy = { ...base, allowedOrigins: [siteOrigin] };
    const doc = await fetchUserUrl(policy, `${siteOrigin}/moved`, { maxBytes: 1024 });
    expect(doc.bytes.toString()).toBe('%PDF-1.4 ok');
    expect(doc.url.pathname).toBe('/doc.pdf');
    await expect(fetchUserUrl(policy, `${siteOrigin}/big`, { maxBytes: 1024 })).rejects.toBeInstanceOf(LinkNotReadable);
    // The same listener, not configured: refused because it is local.
    await expect(fetchUserUrl(base, `${siteOrigin}/doc.pdf`, { maxBytes: 1024 })).rejects.toBeInstanceOf(
      LinkNotReadable,
    );
  });

  it('classifies addresses: only global unicast is public', () => {
    for (const a of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111']) {
      expect(isPublicAddress(a), a).toBe(true);
    }
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      '::ffff:127.0.0.1',
      '::ffff:8.8.8.8',
      '64:ff9b::7f00:1',
      '2002:7f00:1::1',
      'fe80::1%eth0',
      'fc00::1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});
