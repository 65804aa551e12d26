import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer, type Server as NetServer } from 'node:net';
import type { TOutboundPolicy } from '../lib/outbound/outbound-fetch.js';

/**
 * The SSRF trap (issue 24): listeners on 127.0.0.1 (and ::1 where the machine has it) that count every
 * connection and would answer a PDF and a PNG, a redirector standing for a public site that sends the
 * server to an internal address, and the list of address forms every user-URL route is tried with.
 */
export type TTrap = {
  port: number;
  closedPort: number;
  connections: () => number;
  redirector: string;
  /** Each form of an internal or forbidden address, with a name for the test's message. */
  forms: { name: string; url: string }[];
  /** What the config's outbound policy must say for the trap to test addresses, not ports. */
  policy: (base: TOutboundPolicy) => TOutboundPolicy;
  close: () => Promise<void>;
};

const PDF = Buffer.from('%PDF-1.4\n%trap\n');

/** A resolver standing in for DNS: names that resolve to loopback and private addresses (localtest.me-style). */
const names: Record<string, { address: string; family: 4 | 6 }[]> = {
  'loopback.ssrf.test': [{ address: '127.0.0.1', family: 4 }],
  'v6loopback.ssrf.test': [{ address: '::1', family: 6 }],
  'mapped.ssrf.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'mixed.ssrf.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
  'metadata.ssrf.test': [{ address: '169.254.169.254', family: 4 }],
  'private.ssrf.test': [{ address: '10.1.2.3', family: 4 }],
};

export const trapLookup: NonNullable<TOutboundPolicy['lookup']> = (hostname, _options, cb) => {
  const list = names[hostname.replace(/\.$/, '').toLowerCase()];
  if (list) {
    cb(null, list);
    return;
  }
  // localhost and anything else the system knows (no network needed for localhost).
  import('node:dns').then((dns) => dns.lookup(hostname, { all: true }, (err, l) => cb(err, l ?? [])));
};

const listenCounting = (server: NetServer | Server, port: number, host: string) =>
  new Promise<number>((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done((server.address() as { port: number }).port));
  });

export const openTrap = async (): Promise<TTrap> => {
  let count = 0;
  const answer = (socket: import('node:net').Socket) => {
    count++;
    socket.on('data', () => {
      socket.end(
        `HTTP/1.1 200 OK\r\ncontent-type: application/pdf\r\ncontent-length: ${PDF.length}\r\nconnection: close\r\n\r\n${PDF}`,
      );
    });
    socket.on('error', () => {});
  };
  const v4 = createServer(answer);
  const port = await listenCounting(v4, 0, '127.0.0.1');
  const v6 = createServer(answer);
  await listenCounting(v6, port, '::1').catch(() => undefined);
  // A port nothing listens on: its refusal must look like the open port's (no port scanner).
  const probe = createServer();
  const closedPort = await listenCounting(probe, 0, '127.0.0.1');
  await new Promise((done) => probe.close(done));

  const targets = [
    ['127.0.0.1', `http://127.0.0.1:${port}/x.pdf`],
    ['closed port', `http://127.0.0.1:${closedPort}/x.pdf`],
    ['localhost', `http://localhost:${port}/x.pdf`],
    ['localhost.', `http://localhost.:${port}/x.pdf`],
    ['127.1', `http://127.1:${port}/x.pdf`],
    ['0x7f000001', `http://0x7f000001:${port}/x.pdf`],
    ['2130706433', `http://2130706433:${port}/x.pdf`],
    ['017700000001', `http://017700000001:${port}/x.pdf`],
    ['0x7f.0.0.1', `http://0x7f.0.0.1:${port}/x.pdf`],
    ['[::1]', `http://[::1]:${port}/x.pdf`],
    ['[::ffff:127.0.0.1]', `http://[::ffff:127.0.0.1]:${port}/x.pdf`],
    ['[::ffff:7f00:1]', `http://[::ffff:7f00:1]:${port}/x.pdf`],
    ['[0:0:0:0:0:ffff:7f00:1]', `http://[0:0:0:0:0:ffff:7f00:1]:${port}/x.pdf`],
    ['[64:ff9b::7f00:1] (NAT64)', `http://[64:ff9b::7f00:1]:${port}/x.pdf`],
    ['0.0.0.0', `http://0.0.0.0:${port}/x.pdf`],
    ['0', `http://0:${port}/x.pdf`],
    ['[::]', `http://[::]:${port}/x.pdf`],
    ['10.0.0.1', `http://10.0.0.1:${port}/x.pdf`],
    ['172.16.0.1', `http://172.16.0.1:${port}/x.pdf`],
    ['192.168.1.1', `http://192.168.1.1:${port}/x.pdf`],
    ['169.254.169.254', 'http://169.254.169.254/latest/meta-data/'],
    ['100.64.0.1 (CGNAT)', `http://100.64.0.1:${port}/x.pdf`],
    ['224.0.0.1 (multicast)', `http://224.0.0.1:${port}/x.pdf`],
    ['[fe80::1]', `http://[fe80::1]:${port}/x.pdf`],
    ['[fc00::1]', `http://[fc00::1]:${port}/x.pdf`],
    ['name → 127.0.0.1', `http://loopback.ssrf.test:${port}/x.pdf`],
    ['name → ::1', `http://v6loopback.ssrf.test:${port}/x.pdf`],
    ['name → ::ffff:127.0.0.1', `http://mapped.ssrf.test:${port}/x.pdf`],
    ['name → public and 127.0.0.1', `http://mixed.ssrf.test:${port}/x.pdf`],
    ['name → 169.254.169.254', 'http://metadata.ssrf.test/latest/meta-data/'],
    ['name → 10.1.2.3', 'https://private.ssrf.test/x.pdf'],
    ['odd port on a public name', 'http://example.com:22/x.pdf'],
    ['ftp:', `ftp://127.0.0.1:${port}/x.pdf`],
    ['file:', 'file:///etc/passwd'],
    ['gopher:', `gopher://127.0.0.1:${port}/_x`],
    ['credentials in the link', `http://user:pw@127.0.0.1:${port}/x.pdf`],
  ] as const;
  const forms: TTrap['forms'] = targets.map(([name, url]) => ({ name, url }));

  // The redirector stands for a public site the config allows; each of its redirects must be checked again.
  const redirectorServer = createHttpServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to') ?? '';
    res.writeHead(302, { location: to }).end();
  });
  const redirectorPort = await listenCounting(redirectorServer, 0, '127.0.0.1');
  const redirector = `http://127.0.0.1:${redirectorPort}`;
  for (const [name, url] of targets.slice(0, 12)) {
    forms.push({ name: `redirect to ${name}`, url: `${redirector}/r?to=${encodeURIComponent(url)}` });
  }
  forms.push({
    name: 'redirect to a redirect to 127.0.0.1',
    url: `${redirector}/r?to=${encodeURIComponent(`${redirector}/r?to=${encodeURIComponent(`http://127.0.0.1:${port}/`)}`)}`,
  });

  return {
    port,
    closedPort,
    connections: () => count,
    redirector,
    forms,
    // The trap's ports are configured as allowed, so what refuses a form is its address, not its port.
    policy: (base) => ({
      ...base,
      allowedOrigins: [redirector],
      extraPorts: [port, closedPort],
      lookup: trapLookup,
    }),
    close: async () => {
      await Promise.all(
        [v4, v6, redirectorServer].map((s) => new Promise((done) => (s.listening ? s.close(done) : done(null)))),
      );
    },
  };
};
