import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';

import { AppError, validationError } from '../core/errors';

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  extension: string;
  data: Buffer;
}

/**
 * Multipart bodies are read before validation: text fields become the body (validated by the route's zod
 * schema like JSON), files are buffered with size limits and checked by their magic bytes.
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
      const data = await part.toBuffer();
      if (data.length === 0) continue;
      const maxBytes = Math.min(rule.maxBytes ?? limit, limit);
      if (part.file.truncated || data.length > maxBytes) {
        throw new AppError('payload_too_large', `The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`, {
          fieldErrors: { [part.fieldname]: ['The file is too large'] },
        });
      }
      const detected = await fileTypeFromBuffer(data);
      if (!detected || !rule.types.includes(detected.mime)) {
        throw validationError({ [part.fieldname]: [`The file must be one of: ${rule.types.join(', ')}`] });
      }
      request.uploads.set(part.fieldname, {
        field: part.fieldname,
        filename: part.filename,
        mimeType: detected.mime,
        extension: detected.ext,
        data,
      });
    }
    request.body = fields;
  });
});
