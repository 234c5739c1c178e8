import type { PublicJobDetail } from '@hireway/shared';

/** What most test jobs share: a full-time remote engineering job, no place and no salary. */
export const REMOTE_ENGINEERING_JOB = {
  category: 'engineering',
  employment_type: 'full-time',
  location_type: 'remote',
  country_code: null,
  state_code: null,
  city: null,
  salary_min: null,
  salary_max: null,
  salary_currency: null,
  salary_period: null,
} as const;

export const JOB_ID = '3c9e2b1a-5d4f-4e6a-9b8c-7d6e5f4a3b2c';

/** A live job as GET /jobs/{id} answers it. */
export const makePublicJob = (): PublicJobDetail => ({
  id: JOB_ID,
  title: 'Product Designer',
  category: 'design',
  employment_type: 'full-time',
  location_type: 'hybrid',
  country_code: 'DE',
  state_code: null,
  city: 'Berlin',
  salary_min: 50000,
  salary_max: 65000,
  salary_currency: 'EUR',
  salary_period: 'year',
  skills: ['Figma'],
  vacancies: 2,
  application_deadline: null,
  status: 'live',
  description_html: '<p>Design the product with us.</p>',
  published_at: '2026-11-01T10:00:00.000Z',
  company: {
    id: 'company-1',
    name: 'Acme GmbH',
    logo_url: null,
    industry: 'software',
    company_size: '11-50',
    website: null,
    city: 'Berlin',
    country_code: 'DE',
  },
  is_owner: false,
  json_ld: {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: 'Product Designer',
    description: '<p>Design the product with us.</p>',
    url: `http://localhost/jobs/${JOB_ID}`,
    identifier: { '@type': 'PropertyValue', name: 'Acme GmbH', value: JOB_ID },
    datePosted: '2026-11-01',
    directApply: true,
    employmentType: 'FULL_TIME',
    totalJobOpenings: 2,
    hiringOrganization: { '@type': 'Organization', name: 'Acme GmbH' },
  },
});
