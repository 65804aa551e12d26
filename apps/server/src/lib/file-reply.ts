import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A file on disk as a download: where it is, the name the browser saves it as, and what it is. */
export type TServedFile = { path: string; name: string; size: number; mtime: Date; contentType: string };

/** Size and modification time: changes whenever the file is replaced, without reading 100 MB to hash it. */
export const etagOf = (f: Pick<TServedFile, 'size' | 'mtime'>) =>
  `"${f.size.toString(36)}-${Math.floor(f.mtime.getTime()).toString(36)}"`;

type TRange = { start: number; end: number };

/**
 * One byte range of `Range: bytes=…` (a-b, a-, -n). Several ranges or another unit are answered with the whole
 * file (RFC 9110 lets a server ignore Range); a range that starts past the end is unsatisfiable.
 */
export const parseRange = (header: string | undefined, size: number): TRange | 'unsatisfiable' | null => {
  const m = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) {
    return null;
  }
  if (m[1] === '') {
    const n = Number(m[2]);
    return n === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) {
    return 'unsatisfiable';
  }
  return end < start ? null : { start, end };
};

const notModified = (req: FastifyRequest, etag: string, mtime: Date) => {
  const inm = req.headers['if-none-match'];
  if (inm) {
    return inm.split(',').some((t) => [etag, `W/${etag}`, '*'].includes(t.trim()));
  }
  const ims = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(ims) && Math.floor(mtime.getTime() / 1000) * 1000 <= ims;
};

/**
 * Sends a file as an attachment with its length, ETag and Last-Modified; revalidated on every use (no-cache), so a
 * new build is picked up at once while an unchanged one costs a 304. A single Range resumes a broken download.
 */
export const sendFileDownload = (req: FastifyRequest, reply: FastifyReply, f: TServedFile) => {
  const etag = etagOf(f);
  reply
    .header('content-type', f.contentType)
    .header('content-disposition', `attachment; filename="${f.name}"`)
    .header('etag', etag)
    .header('last-modified', f.mtime.toUTCString())
    .header('cache-control', 'no-cache')
    .header('accept-ranges', 'bytes');
  if (notModified(req, etag, f.mtime)) {
    return reply.code(304).send();
  }
  let range = parseRange(req.headers.range, f.size);
  const ifRange = req.headers['if-range'];
  if (range && ifRange && ifRange !== etag) {
    range = null;
  }
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${f.size}`).send();
  }
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${f.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(createReadStream(f.path, range));
  }
  return reply.header('content-length', f.size).send(createReadStream(f.path));
};
