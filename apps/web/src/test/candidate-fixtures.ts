import type { CandidateDetail, CandidateSummary, CvAction, Employment } from '@hireway/shared';

import { makeCv } from './seeker-fixtures';

/** Fixtures of the provider's hiring screens (candidates, CV actions, employments). */
export const CANDIDATE_ID = '5f0c2a1b-3d4e-4f6a-8b7c-9d0e1f2a3b4c';
export const ACTION_ID = '6a1b2c3d-4e5f-4a6b-9c8d-7e6f5a4b3c2d';
export const EMPLOYMENT_ID = '7b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
export const FILE_ID = '8c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

const NOW = '2026-11-20T10:00:00.000Z';

export const makeCandidate = (overrides: Partial<CandidateSummary> = {}): CandidateSummary => ({
  id: CANDIDATE_ID,
  first_name: 'Grace',
  last_name: 'Mensah',
  headline: 'Frontend developer with a design eye',
  desired_job_title: 'Frontend Developer',
  years_of_experience: 6,
  availability: 'one_month',
  city: 'Lisbon',
  country_code: 'PT',
  top_skills: ['React', 'TypeScript'],
  cv_score: 82,
  updated_at: NOW,
  ...overrides,
});

export const makeCandidateDetail = (overrides: Partial<CandidateDetail> = {}): CandidateDetail => ({
  ...makeCandidate(),
  cv: makeCv({
    personal: {
      headline: 'Frontend developer with a design eye',
      summary: 'I build accessible interfaces.',
      desired_job_title: 'Frontend Developer',
      years_of_experience: 6,
      availability: 'one_month',
      open_to_work: true,
    },
    work_experience: [
      {
        id: 'w1',
        job_title: 'Senior Frontend Engineer',
        employer: 'Tidewater Labs',
        employment_type: null,
        location: 'Lisbon',
        start_date: '2021-03-01',
        end_date: null,
        is_current: true,
        description: null,
        achievements: [],
        created_at: NOW,
        updated_at: NOW,
      },
    ],
  }),
  contact_visible: false,
  contact: null,
  relationship: { application_statuses: [], pending_actions: [], employment: null },
  ...overrides,
});

const candidateOfAction = {
  id: CANDIDATE_ID,
  first_name: 'Grace',
  last_name: 'Mensah',
  headline: 'Frontend developer with a design eye',
};
const actionFields = {
  id: ACTION_ID,
  status: 'pending' as const,
  response: null,
  files: [],
  responded_at: null,
  created_at: NOW,
  updated_at: NOW,
  company: { id: 'company-1', name: 'Acme GmbH' },
  candidate: candidateOfAction,
};

export const makeShortlist = (overrides: Partial<CvAction> = {}): CvAction =>
  ({ ...actionFields, subject: 'shortlist', details: { note: 'Strong portfolio' }, ...overrides }) as CvAction;

export const makeInterview = (overrides: Partial<CvAction> = {}): CvAction =>
  ({
    ...actionFields,
    subject: 'interview',
    details: {
      date: '2026-12-03',
      time: '14:30',
      timezone: 'Europe/Lisbon',
      mode: 'video',
      place: null,
      link: 'https://meet.example.com/grace',
      notes: null,
    },
    ...overrides,
  }) as CvAction;

export const makeDocumentsRequest = (overrides: Partial<CvAction> = {}): CvAction =>
  ({
    ...actionFields,
    subject: 'additional-documents',
    details: { documents: ['Diploma', 'Work permit'], note: null },
    ...overrides,
  }) as CvAction;

export const makeEmployment = (overrides: Partial<Employment> = {}): Employment => ({
  id: EMPLOYMENT_ID,
  status: 'active',
  position: 'Frontend Developer',
  start_date: '2026-12-01',
  terms: null,
  job: null,
  application_id: null,
  cv_action_id: ACTION_ID,
  company: { id: 'company-1', name: 'Acme GmbH' },
  employee: candidateOfAction,
  resignation_reason: null,
  resignation_requested_at: null,
  termination_reason: null,
  termination_date: null,
  ended_at: null,
  created_at: NOW,
  updated_at: NOW,
  ...overrides,
});

/** One page holding every item (keyset meta too: lists with cursors need it, the others ignore it). */
export const pageOf = <T>(items: T[]) => ({
  body: {
    data: items,
    meta: {
      page: 1,
      per_page: 50,
      total: items.length,
      last_page: 1,
      total_is_lower_bound: false,
      next_cursor: null,
      prev_cursor: null,
    },
  },
});
