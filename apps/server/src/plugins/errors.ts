import { Errors, type TErrorId } from '@ksa/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { appErrorEnvelope, errorEnvelope, validationEnvelope } from '../lib/error-envelope.js';

const fastifyCodes: Record<string, TErrorId> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'BODY_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

/**
 * One place turns every failure into the envelope. Validation answers code 1 with the spec's
 * message for the first bad field; 5xx never leak internals.
 */
export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) {
        req.log.error({ err }, err.id);
      } else if (err.status === 401 || err.status === 403) {
        req.log.info({ id: err.id, url: req.routeOptions.url }, 'access denied');
      }
      return reply.status(err.status).headers(err.headers).send(appErrorEnvelope(err));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const field = String(first?.instancePath ?? '').replace(/^\//, '') || 'body';
      req.log.info({ field, url: req.routeOptions.url }, 'validation failed');
      // Validation answers code 1 (BAD_REQUEST's) whatever the message's own catalogue code.
      return reply.status(400).send({ ...validationEnvelope(first?.message, field), code: Errors.BAD_REQUEST.code });
    }
    const mapped = err.code ? fastifyCodes[err.code] : undefined;
    if (mapped || (err.statusCode && err.statusCode < 500)) {
      const id = mapped ?? 'BAD_REQUEST';
      req.log.info({ code: err.code }, 'bad request');
      return reply.status(mapped ? Errors[id].http : (err.statusCode ?? 400)).send(errorEnvelope(id));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorEnvelope('UNKNOWN'));
  });
};
