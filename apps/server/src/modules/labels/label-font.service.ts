import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { LabelFontFiles } from '@ksa/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../../lib/error-envelope.js';
import { etagOf } from '../../lib/file-reply.js';
import { labelFontPaths } from './label-fonts.js';

/**
 * GET /fonts/labels/<file>: the Noto Sans SC files the label PDFs embed, for the designer and its preview, so the
 * screen shows Chinese in the same glyphs as the paper. Only the two named files; cached for a year (the URL
 * carries a version).
 */
export const sendLabelFont = async (req: FastifyRequest, reply: FastifyReply) => {
  const file = (req.params as { file: string }).file;
  const font = (Object.keys(LabelFontFiles) as (keyof typeof LabelFontFiles)[]).find((k) => LabelFontFiles[k] === file);
  if (!font) {
    return reply.status(404).send(errorEnvelope('NOT_FOUND'));
  }
  const path = labelFontPaths()[font];
  const s = await stat(path);
  const etag = etagOf(s);
  reply
    .header('content-type', 'font/otf')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('etag', etag);
  if (req.headers['if-none-match'] === etag) {
    return reply.code(304).send();
  }
  return reply.header('content-length', s.size).send(createReadStream(path));
};
