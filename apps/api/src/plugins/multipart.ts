import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { AppError, validationError } from '../core/errors';
import { inspectUpload } from '../core/uploads/inspect-upload';
import { UploadRejected } from '../core/uploads/upload-rejected';

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  extension: string;
  data: Buffer;
}

/**
 * Multipart bodies are read before validation: text fields become the body (validated by the route's zod
 * schema like JSON), files are buffered with size limits and inspected (core/uploads): type from the magic
 * bytes against the field's allow-list, DOCX archive limits, images re-encoded without metadata.
 */
export const multipartPlugin = fp(async (app: FastifyInstance) => {
  const limit = app.config.UPLOAD_LIMIT_BYTES;
  await app.register(fastifyMultipart, {
    limits: { fileSize: limit, files: 10, fields: 50, fieldSize: 64 * 1024, parts: 60 },
  });
  app.decorateRequest('uploads');

  app.addHook('onRequest', async (request) => {
    request.uploads = new Map();
  });

  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    const rules = request.routeOptions.config.multipart;
    if (!rules) throw new AppError('unsupported_media_type', 'This endpoint does not accept file uploads');
    const fields: Record<string, string> = {};
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const rule = rules[part.fieldname];
      if (!rule) throw validationError({ [part.fieldname]: ['This file field is not expected'] });
      const maxBytes = Math.min(rule.maxBytes, limit);
      const tooLarge = () =>
        new AppError('payload_too_large', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, {
          fieldErrors: { [part.fieldname]: ['The file is too large'] },
        });
      // Past UPLOAD_LIMIT_BYTES the parser stops reading and throws: answered like the per-field limit, on the field.
      const data = await part.toBuffer().catch((error: unknown) => {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw error;
      });
      // A file input left empty sends a part without a name and without bytes: no file. A named file of 0 bytes
      // is a file that cannot be what it claims.
      if (data.length === 0 && part.filename === '') continue;
      if (data.length === 0) throw validationError({ [part.fieldname]: ['The file is empty'] });
      if (part.file.truncated || data.length > maxBytes) throw tooLarge();
      const inspected = await inspectUpload(data, rule).catch((error: unknown) => {
        if (error instanceof UploadRejected) throw validationError({ [part.fieldname]: [error.message] });
        throw error;
      });
      request.uploads.set(part.fieldname, { field: part.fieldname, filename: part.filename, ...inspected });
    }
    request.body = fields;
  });
});
