import type { ErrorBody } from '@hireway/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';

import { AppError, issuesToFieldErrors } from '../core/errors';
import { isDatabaseUnavailable } from '../db/database';

const GENERIC_STATUS_CODES: Record<number, ErrorBody['code']> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const VALIDATION_PREFIX = { body: 'body', querystring: 'query', params: 'params', headers: 'headers' } as const;

/** One error handler: every failure leaves as `{ message, code, errors? }`; unknown errors hide their details. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) void reply.headers(error.headers);
      const body: ErrorBody = { message: error.message, code: error.code };
      if (error.fieldErrors) body.errors = error.fieldErrors;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const prefix = context === 'body' ? undefined : VALIDATION_PREFIX[context];
      const errors = issuesToFieldErrors(
        error.validation.map((issue) => ({
          path: [...(prefix ? [prefix] : []), ...issue.instancePath.split('/').filter(Boolean)],
          message: issue.message ?? 'Invalid value',
        })),
        context,
      );
      return reply.status(400).send({ message: 'Some fields are not valid', code: 'validation_failed', errors });
    }
    if (error instanceof ZodError) {
      return reply.status(400).send({
        message: 'Some fields are not valid',
        code: 'validation_failed',
        errors: issuesToFieldErrors(error.issues),
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ message: 'Something went wrong on our side', code: 'internal_error' });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const code = GENERIC_STATUS_CODES[status] ?? 'bad_request';
      const message =
        status === 413
          ? 'The request is too large'
          : status === 415
            ? 'This content type is not supported'
            : error.message || 'The request could not be processed';
      return reply.status(status).send({ message, code });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '1').send({
        message: 'The service is briefly unavailable; please try again in a moment',
        code: 'service_unavailable',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side', code: 'internal_error' });
  });
});
