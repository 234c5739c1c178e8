import {
  candidateListResponseSchema,
  DEFAULT_PAGE_SIZE,
  type CandidateListResponse,
  type CvAvailability,
} from '@hireway/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { apiRequestPage } from '../../../lib/api-client';
import { candidateListKey } from './keys';

export interface CandidateSearch {
  page: number;
  /** The opaque position of `page` from the previous answer's next/prev cursor; null to ask by page number. */
  cursor: string | null;
  q: string;
  skill: string;
  countryCode: string | null;
  city: string;
  /** An ISO 639-1 code of CV_LANGUAGE_CODES. */
  language: string | null;
  minExperience: number | null;
  availability: CvAvailability | null;
}

export const EMPTY_CANDIDATE_SEARCH: CandidateSearch = {
  page: 1,
  cursor: null,
  q: '',
  skill: '',
  countryCode: null,
  city: '',
  language: null,
  minExperience: null,
  availability: null,
};

/** GET /provider/candidates: the pool of paid seekers, searched and filtered; empty filters are left out. */
export const listCandidates = (search: CandidateSearch): Promise<CandidateListResponse> =>
  apiRequestPage('/provider/candidates', {
    query: {
      page: search.page,
      per_page: DEFAULT_PAGE_SIZE,
      cursor: search.cursor ?? undefined,
      q: search.q.trim() || undefined,
      skill: search.skill.trim() || undefined,
      country_code: search.countryCode ?? undefined,
      city: search.city.trim() || undefined,
      language: search.language ?? undefined,
      min_experience: search.minExperience ?? undefined,
      availability: search.availability ?? undefined,
    },
    schema: candidateListResponseSchema,
  });

export const candidatesQueryOptions = (search: CandidateSearch) =>
  queryOptions({
    queryKey: [...candidateListKey, search],
    queryFn: () => listCandidates(search),
    placeholderData: keepPreviousData,
  });

export const useCandidates = (search: CandidateSearch) => useQuery(candidatesQueryOptions(search));
