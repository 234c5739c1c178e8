import { cvActionListResponseSchema, type CvActionListResponse, DEFAULT_PAGE_SIZE } from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';
import { HIRING_KEY } from './list-my-jobs';

/** The seeker's track tabs that list employers' requests, named as the API's subject filter accepts them. */
export type TrackRequestTab = 'additional-documents' | 'interview-requests';

export const SEEKER_CV_ACTIONS_KEY = [...HIRING_KEY, 'cv-actions'] as const;

/** GET /seeker/cv-actions: employers' requests to the caller of one kind, newest first. */
export const listSeekerCvActions = (subject: TrackRequestTab, page: number): Promise<CvActionListResponse> =>
  apiRequestPage('/seeker/cv-actions', {
    query: { subject, page, per_page: DEFAULT_PAGE_SIZE },
    schema: cvActionListResponseSchema,
  });

export const seekerCvActionsQueryOptions = (subject: TrackRequestTab, page: number) =>
  queryOptions({
    queryKey: [...SEEKER_CV_ACTIONS_KEY, subject, page],
    queryFn: () => listSeekerCvActions(subject, page),
    placeholderData: keepPreviousData,
  });

export const useSeekerCvActions = (subject: TrackRequestTab, page: number) =>
  useQuery(seekerCvActionsQueryOptions(subject, page));
