import {
  candidateListResponseSchema,
  DEFAULT_PAGE_SIZE,
  type CandidateListResponse,
  type CvAvailability,
} from '@hireway/shared';

import { getPage, usePageQuery } from '../../../lib/pages';
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
  getPage('/provider/candidates', candidateListResponseSchema, {
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
  });

export const useCandidates = (search: CandidateSearch) =>
  usePageQuery([...candidateListKey, search], () => listCandidates(search));
