import {
  additionalDocumentsDetailsSchema,
  type CvAction,
  type CvActionFile,
  cvActionResponseSchema,
  interviewDetailsSchema,
  shortlistDetailsSchema,
} from '@hireway/shared';

import type { CvActionFileRow } from '../../db/schema';
import { companyNameOf } from './hiring.common';
import { displayFilename } from '../../core/storage';
import type { CvActionRecord } from './cv-actions.repository';

/* Details and responses are JSON written by this module (validated on the way in) and read back through the
 * shared schemas, so a DTO never carries a field the API does not describe. */

const parseJson = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

export const cvActionFileUrl = (actionId: string, fileId: string): string =>
  `/api/v1/seeker/cv-actions/${actionId}/files/${fileId}`;

export const toCvActionFileDto = (row: CvActionFileRow): CvActionFile => ({
  id: row.id,
  filename: displayFilename(row.original_name, row.mime_type),
  content_type: row.mime_type,
  size_bytes: row.size,
  download_url: cvActionFileUrl(row.cv_action_id, row.id),
});

export function toCvActionDto(row: CvActionRecord, files: readonly CvActionFileRow[]): CvAction {
  const base = {
    id: row.id,
    status: row.status,
    response: cvActionResponseSchema.nullable().parse(parseJson(row.response)),
    files: files.map(toCvActionFileDto),
    responded_at: row.responded_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    company: { id: row.provider_id, name: companyNameOf(row) },
    candidate: {
      id: row.seeker_id,
      first_name: row.seeker_first_name,
      last_name: row.seeker_last_name,
      headline: row.seeker_headline,
    },
  };
  const details = parseJson(row.details);
  switch (row.subject) {
    case 'shortlist':
      return { ...base, subject: row.subject, details: shortlistDetailsSchema.parse(details) };
    case 'interview':
      return { ...base, subject: row.subject, details: interviewDetailsSchema.parse(details) };
    case 'additional-documents':
      return { ...base, subject: row.subject, details: additionalDocumentsDetailsSchema.parse(details) };
  }
}
