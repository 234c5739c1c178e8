import {
  scoreCv,
  type AppNotification,
  type BlogDetail,
  type Cv,
  type CvScoreDetails,
  type Payment,
  type SeekerOnboardingState,
  type SupportTicketDetail,
} from '@hireway/shared';

const NOW = '2026-11-20T10:00:00.000Z';

export const makeCv = (overrides: Partial<Cv> = {}): Cv => ({
  personal: {
    headline: null,
    summary: null,
    desired_job_title: null,
    years_of_experience: null,
    availability: null,
    open_to_work: false,
  },
  personal_details: {
    date_of_birth: null,
    gender: null,
    nationality: null,
    marital_status: null,
    has_driving_licence: false,
    linkedin_url: null,
    portfolio_url: null,
  },
  address: { line1: null, line2: null, city: null, state_code: null, postal_code: null, country_code: null },
  skills: [],
  hobbies_and_interests: [],
  languages: [],
  references: [],
  work_experience: [],
  voluntary_services: [],
  education_history: [],
  ...overrides,
});

/** The score the API would send for a CV (the shared scoring). */
export const scoreOf = (cv: Cv): CvScoreDetails => scoreCv(cv);

export const makeSkill = (id: string, name: string, level: Cv['skills'][number]['level'] = 'advanced') => ({
  id,
  name,
  level,
  years: null,
  created_at: NOW,
  updated_at: NOW,
});

export const makeOnboardingState = (overrides: Partial<SeekerOnboardingState> = {}): SeekerOnboardingState => ({
  personal: makeCv().personal,
  preferences: null,
  cv_file: null,
  completed_steps: [],
  has_completed_onboarding: false,
  ...overrides,
});

export const makePayment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'payment-1',
  reference: 'HW-abcdefghijklmnop',
  purpose: 'registration_fee',
  provider: 'sandbox',
  amount: 999,
  currency: 'EUR',
  status: 'pending',
  paid_at: null,
  created_at: NOW,
  ...overrides,
});

export const makeBlog = (overrides: Partial<BlogDetail> = {}): BlogDetail => ({
  id: 'blog-1',
  slug: 'how-to-write-a-cv',
  title: 'How to write a CV that gets read',
  excerpt: 'Recruiters skim before they read.',
  cover_image_url: null,
  tags: ['cv'],
  author_name: 'Clara Jensen',
  published_at: NOW,
  updated_at: NOW,
  body_html: '<p>Start with a clear headline.</p><h2>Show evidence</h2><ul><li>Numbers</li><li>Results</li></ul>',
  comments: [{ id: 'comment-1', body: 'Very helpful, thank you!', author_name: 'Jonas W.', created_at: NOW }],
  ...overrides,
});

export const makeTicket = (overrides: Partial<SupportTicketDetail> = {}): SupportTicketDetail => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  subject: 'My receipt is missing',
  category: 'payments',
  status: 'open',
  created_at: NOW,
  last_activity_at: NOW,
  messages: [
    {
      id: 'message-1',
      author_role: 'user',
      body: 'I paid yesterday but no receipt arrived.',
      created_at: NOW,
      attachments: [],
    },
  ],
  ...overrides,
});

export const makeNotification = (overrides: Partial<AppNotification> = {}): AppNotification => ({
  id: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  type: 'ticket.answered',
  // A row stored before notifications had parameters: shown with the words the server sent.
  params: null,
  title: 'Support answered your request',
  body: 'We have replied to "My receipt is missing".',
  link: '/job-seeker/contact-us',
  data: null,
  is_read: false,
  read_at: null,
  created_at: new Date().toISOString(),
  ...overrides,
});

export const pageMeta = (total: number, extra: Record<string, number> = {}) => ({
  page: 1,
  per_page: 50,
  total,
  last_page: Math.max(1, Math.ceil(total / 50)),
  ...extra,
});
