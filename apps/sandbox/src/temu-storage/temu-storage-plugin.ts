import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import {
  BAD_REQUEST,
  createStorageState,
  INJECTED,
  NOT_AN_IMAGE,
  OK,
  PART_SIZE,
  TOO_LARGE,
  type TStorageState,
  type TStoredObject,
} from './storage-state.js';

const PREFIX = '/temu-storage';
const API = `${PREFIX}/api/galerie`;

type TBody = Record<string, unknown>;
const fail = (reply: FastifyReply, status: number, code: number, msg: string) =>
  reply.code(status).send({ success: false, error_code: code, error_msg: msg, result: null });
const ok = (result: unknown) => ({ success: true, error_code: OK, error_msg: '', result });

const isJpegOrPng = (b: Buffer) =>
  (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) ||
  b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/**
 * Temu's marketplace image storage ('galerie') as the seller centre uploads to it: a signature per
 * bucket_tag, one-request image/file uploads up to 5 MB, and a large-file multipart flow in 5242880-byte
 * parts. Success is error_code 1000000. Test hooks under /temu-storage/admin inject part failures and
 * expire every signature issued so far.
 */
export const temuStoragePlugin =
  (now: () => number, state: TStorageState = createStorageState(now)): FastifyPluginAsync =>
  async (app) => {
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: PART_SIZE, files: 1, fields: 10 },
    });
    const objectUrl = (req: { protocol: string; headers: { host?: string } }, o: TStoredObject) =>
      `${req.protocol}://${req.headers.host}${PREFIX}/objects/${o.key}`;
    const stored = (req: Parameters<typeof objectUrl>[0], o: TStoredObject) => ({
      url: objectUrl(req, o),
      size: o.bytes.length,
      etag: o.etag,
    });
    /** The bucket of a valid signature, or null after answering the refusal. */
    const bucketOf = (body: TBody, reply: FastifyReply): string | null => {
      const v = state.verify(body.upload_sign);
      if ('error' in v) {
        fail(reply, 403, v.error, v.error === BAD_REQUEST ? 'bad signature' : 'upload_sign expired or invalid');
        return null;
      }
      return v.bucketTag;
    };

    app.post<{ Body: TBody }>(`${API}/business/get_signature`, async (req, reply) => {
      const tag = req.body?.bucket_tag;
      if (typeof tag !== 'string' || !/^[a-z0-9][a-z0-9-]{0,63}$/.test(tag)) {
        return fail(reply, 400, BAD_REQUEST, 'bucket_tag required');
      }
      return ok({ signature: state.sign(tag) });
    });

    const single =
      (field: 'image' | 'file') => async (req: { body: TBody } & Parameters<typeof stored>[0], reply: FastifyReply) => {
        const bucket = bucketOf(req.body ?? {}, reply);
        if (!bucket) {
          return reply;
        }
        const bytes = req.body[field];
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
          return fail(reply, 400, BAD_REQUEST, `${field} required`);
        }
        if (field === 'image' && !isJpegOrPng(bytes)) {
          return fail(reply, 400, NOT_AN_IMAGE, 'only jpeg and png images');
        }
        const type = field === 'image' ? (bytes[0] === 0xff ? 'image/jpeg' : 'image/png') : 'application/octet-stream';
        return ok(stored(req, state.put(bucket, field === 'image' ? `x.${type.slice(6)}` : 'x.bin', bytes, type)));
      };
    app.post<{ Body: TBody }>(`${API}/v3/store_image`, single('image'));
    app.post<{ Body: TBody }>(`${API}/v1/store_file`, single('file'));

    app.post<{ Body: TBody }>(`${API}/large_file/v1/multipart/upload_init`, async (req, reply) => {
      const bucket = bucketOf(req.body ?? {}, reply);
      if (!bucket) {
        return reply;
      }
      const { file_name: name, content_type: type, file_size: size } = req.body;
      if (
        typeof name !== 'string' ||
        typeof type !== 'string' ||
        !Number.isInteger(size) ||
        Number(size) <= PART_SIZE
      ) {
        return fail(reply, 400, BAD_REQUEST, 'file_name, content_type and file_size above one part required');
      }
      if (Number(size) > 2 * 1024 ** 3) {
        return fail(reply, 400, TOO_LARGE, 'file too large');
      }
      return ok({ upload_id: state.startUpload(bucket, name, type, Number(size)), part_size: PART_SIZE });
    });

    app.post<{ Body: TBody }>(`${API}/large_file/v1/multipart/upload_part`, async (req, reply) => {
      const injected = state.takePartFailure();
      if (injected !== null) {
        return fail(reply, injected, INJECTED, `sandbox injected HTTP ${injected}`);
      }
      const bucket = bucketOf(req.body ?? {}, reply);
      if (!bucket) {
        return reply;
      }
      const up = state.upload(String(req.body.upload_id));
      const num = Number(req.body.part_num);
      const bytes = req.body.part_file;
      const parts = up ? Math.ceil(up.size / PART_SIZE) : 0;
      if (
        !up ||
        up.bucketTag !== bucket ||
        !Number.isInteger(num) ||
        num < 1 ||
        num > parts ||
        !Buffer.isBuffer(bytes)
      ) {
        return fail(reply, 400, BAD_REQUEST, 'unknown upload_id or part_num');
      }
      const expected = num < parts ? PART_SIZE : up.size - PART_SIZE * (parts - 1);
      if (bytes.length !== expected) {
        return fail(reply, 400, BAD_REQUEST, `part ${num} must be ${expected} bytes`);
      }
      up.parts.set(num, bytes);
      return ok({ part_num: num });
    });

    app.post<{ Body: TBody }>(`${API}/large_file/v1/multipart/upload_complete`, async (req, reply) => {
      const bucket = bucketOf(req.body ?? {}, reply);
      if (!bucket) {
        return reply;
      }
      const up = state.upload(String(req.body.upload_id));
      if (!up || up.bucketTag !== bucket) {
        return fail(reply, 400, BAD_REQUEST, 'unknown upload_id');
      }
      const parts = Math.ceil(up.size / PART_SIZE);
      const missing = Array.from({ length: parts }, (_, i) => i + 1).filter((n) => !up.parts.has(n));
      if (missing.length > 0 || Number(req.body.part_count) !== parts) {
        return fail(reply, 400, BAD_REQUEST, `parts missing: ${missing.join(',') || 'part_count'}`);
      }
      const bytes = Buffer.concat(Array.from({ length: parts }, (_, i) => up.parts.get(i + 1) as Buffer));
      if (up.contentType.startsWith('image/') && !isJpegOrPng(bytes)) {
        state.dropUpload(up.id);
        return fail(reply, 400, NOT_AN_IMAGE, 'only jpeg and png images');
      }
      state.dropUpload(up.id);
      return ok(stored(req, state.put(bucket, up.name, bytes, up.contentType)));
    });

    app.post<{ Body: TBody }>(`${API}/large_file/v1/multipart/upload_abort`, async (req, reply) => {
      const bucket = bucketOf(req.body ?? {}, reply);
      if (!bucket) {
        return reply;
      }
      const up = state.upload(String(req.body.upload_id));
      if (up?.bucketTag === bucket) {
        state.dropUpload(up.id);
      }
      return ok({ aborted: true });
    });

    app.get<{ Params: { '*': string } }>(`${PREFIX}/objects/*`, async (req, reply) => {
      const o = state.get(req.params['*']);
      if (!o) {
        return reply.code(404).send();
      }
      return reply.type(o.contentType).header('etag', `"${o.etag}"`).send(o.bytes);
    });

    // Test hooks: the next `count` part uploads fail with `status`; every signature issued so far expires.
    app.post<{ Body: TBody }>(`${PREFIX}/admin/faults`, async (req, reply) => {
      const { failParts, status = 500 } = req.body ?? {};
      if (!Number.isInteger(failParts) || Number(failParts) < 0 || !Number.isInteger(status)) {
        return fail(reply, 400, BAD_REQUEST, 'failParts (integer ≥ 0), status');
      }
      state.injectPartFailures(Number(failParts), Number(status));
      return ok(state.summary());
    });
    app.post(`${PREFIX}/admin/expire-signatures`, async () => {
      state.expireSignatures();
      return ok(state.summary());
    });
    app.get(`${PREFIX}/admin/state`, async () => ok(state.summary()));
    app.post(`${PREFIX}/admin/reset`, async () => {
      state.reset();
      return ok(state.summary());
    });
  };
