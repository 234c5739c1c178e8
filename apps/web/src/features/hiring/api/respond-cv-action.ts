import { CV_ACTION_FILE_FIELDS, type CvAction, type CvActionRespondRequest, cvActionSchema } from '@hireway/shared';

import { postAction, useRefreshingMutation } from '../../../lib/mutations';
import { SEEKER_CV_ACTIONS_KEY } from './list-cv-actions';

export interface RespondInput {
  actionId: string;
  request: CvActionRespondRequest;
  /** Documents asked for: sent as file_1..file_5, one per field. */
  files?: readonly File[];
}

/** A document answer goes as multipart (file_1..file_5 beside the text fields); an interview answer as JSON. */
export const toRespondBody = (request: CvActionRespondRequest, files: readonly File[]): FormData => {
  const form = new FormData();
  for (const [key, value] of Object.entries(request)) {
    if (value !== null && value !== undefined) form.append(key, String(value));
  }
  files.slice(0, CV_ACTION_FILE_FIELDS.length).forEach((file, index) => {
    const field = CV_ACTION_FILE_FIELDS[index];
    if (field !== undefined) form.append(field, file);
  });
  return form;
};

/** POST /seeker/cv-actions/{id}/respond: answers a pending request once. */
export const respondToCvAction = ({ actionId, request, files = [] }: RespondInput): Promise<CvAction> =>
  postAction(
    `/seeker/cv-actions/${encodeURIComponent(actionId)}/respond`,
    cvActionSchema,
    files.length > 0 ? toRespondBody(request, files) : request,
  );

export const useRespondToCvActionMutation = () => useRefreshingMutation(respondToCvAction, SEEKER_CV_ACTIONS_KEY);
