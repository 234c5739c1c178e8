import { cvActionListResponseSchema, type CvActionListResponse, DEFAULT_PAGE_SIZE } from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';
import { HIRING_KEY } from './list-my-jobs';

/** The seeker's track tabs that list employers' requests, named as the API's subject filter accepts them. */
export type TrackRequestTab = 'additional-documents' | 'interview-requests';

export const SEEKER_CV_ACTIONS_KEY = [...HIRING_KEY, 'cv-actions'] as const;

/** GET /seeker/cv-actions: employers' requests to the caller of one kind, newest first. */
export const listSeekerCvActions = (subject: TrackRequestTab, page: number): Promise<CvActionListResponse> =>
  getPage('/seeker/cv-actions', cvActionListResponseSchema, { subject, page, per_page: DEFAULT_PAGE_SIZE });

export const useSeekerCvActions = (subject: TrackRequestTab, page: number) =>
  usePageQuery([...SEEKER_CV_ACTIONS_KEY, subject, page], () => listSeekerCvActions(subject, page));
