import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The database interface. Booleans are stored as 0/1 integers on both engines (better-sqlite3 cannot bind
 * booleans); timestamps are ISO-8601 UTC text on SQLite and timestamptz on PostgreSQL, read back as ISO strings.
 */
type Timestamp = ColumnType<string, string, string>;
type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  user_type: 'client' | 'provider' | 'admin';
  user_group: 'seeker' | 'provider' | 'admin';
  first_name: string;
  last_name: string;
  phone: string | null;
  language: 'en' | 'de' | 'fr' | 'pt';
  avatar_path: string | null;
  country_code: string | null;
  state_code: string | null;
  city: string | null;
  status: 'active' | 'suspended';
  has_completed_onboarding: Flag;
  email_verified_at: Timestamp | null;
  phone_verified_at: Timestamp | null;
  mfa_enabled: Flag;
  /** AES-256-GCM encrypted TOTP secrets (core/crypto.ts). */
  mfa_secret: string | null;
  mfa_pending_secret: string | null;
  /** The last TOTP time step accepted: a code is never accepted twice. */
  mfa_last_step: number | null;
  password_changed_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProfilesTable {
  user_id: string;
  has_completed_onboarding: Flag;
  status: 'pending' | 'approved' | 'declined' | null;
  decline_reason: string | null;
  payment_status: 'unpaid' | 'pending' | 'paid' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type TokenPurpose = 'web' | 'mfa' | 'reset' | 'confirm' | 'phone';

export interface TokensTable {
  id: string;
  user_id: string;
  purpose: TokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  last_used_at: Timestamp | null;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
  /** Reset tokens of MFA accounts: the second factor was proven. */
  mfa_verified: Flag;
  created_at: Timestamp;
}

export interface UserPermissionsTable {
  id: string;
  user_id: string;
  kind: 'grant' | 'special_allow' | 'special_deny';
  /** A grant (`read:SeekerRoute`) or a resource URN. */
  value: string;
  /** JSON array of actions for special entries; null for grants. */
  actions: string | null;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  /** argon2id: the codes carry about 52 bits, too few for a fast hash. */
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export type VerificationPurpose = 'phone' | 'mfa-otp' | 'mfa-deactivate';

export interface VerificationCodesTable {
  id: string;
  user_id: string;
  purpose: VerificationPurpose;
  /** HMAC-SHA-256 of the code under the server key: a leaked row cannot be brute-forced offline. */
  code_hash: string;
  /** What the code proves (the phone number for phone codes). */
  target: string | null;
  /** The bearer token the code belongs to (phone verification). */
  token_id: string | null;
  attempts: number;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface CountriesTable {
  code: string;
  name: string;
  phone_code: string | null;
  flag: string | null;
}

export interface StatesTable {
  id: Generated<number>;
  country_code: string;
  code: string;
  name: string;
}

export interface ReferenceItemsTable {
  id: string;
  list: 'work-industries' | 'job-categories' | 'employment-types' | 'location-types';
  slug: string;
  name: string;
  position: number;
}

export interface PageAccessLogsTable {
  id: string;
  user_id: string | null;
  route: string;
  comment: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  profiles: ProfilesTable;
  tokens: TokensTable;
  user_permissions: UserPermissionsTable;
  recovery_codes: RecoveryCodesTable;
  verification_codes: VerificationCodesTable;
  settings: SettingsTable;
  countries: CountriesTable;
  states: StatesTable;
  reference_items: ReferenceItemsTable;
  page_access_logs: PageAccessLogsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type ProfileRow = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
export type TokenRow = Selectable<TokensTable>;

/** The SMS ledger: every message sent (or, with the outbox provider, the message itself). Caps count its rows. */
export interface SmsOutboxTable {
  id: string;
  /** E.164, as sent to the provider. */
  to_number: string;
  /** The text as sent with the outbox provider; digits masked for real providers (codes are not kept). */
  body: string;
  provider: string;
  provider_message_id: string | null;
  user_id: string | null;
  purpose: string;
  created_at: Timestamp;
}

// Declaration merging adds the table to DB without editing the interface above.
export interface DB {
  sms_outbox: SmsOutboxTable;
}

export type SmsOutboxRow = Selectable<SmsOutboxTable>;

export type JobStatus = 'pending' | 'running' | 'done' | 'failed';

/** A background job: a row in the same database, so it commits (or rolls back) with the change that made it. */
export interface JobsTable {
  id: string;
  type: string;
  /** JSON, validated by the job type's zod schema when it runs. */
  payload: string;
  status: JobStatus;
  /** Attempts started so far (each claim counts one). */
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: number;
  run_at: Timestamp;
  /** While running: when another process may take the job over (its runner is presumed dead). */
  locked_until: Timestamp | null;
  last_error: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** E-mails of the dev outbox (used when SMTP_URL is not set). */
export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  template: string | null;
  created_at: Timestamp;
}

export interface DB {
  jobs: JobsTable;
  mail_outbox: MailOutboxTable;
}

export type JobRow = Selectable<JobsTable>;
export type MailOutboxRow = Selectable<MailOutboxTable>;

export interface PaymentsTable {
  id: string;
  user_id: string;
  purpose: 'registration_fee';
  provider: 'sandbox' | 'paystack';
  /** Unique, ours: the gateway echoes it back. */
  reference: string;
  /** Minor units. */
  amount: number;
  currency: string;
  status: 'pending' | 'paid' | 'failed' | 'abandoned';
  provider_status: string | null;
  paid_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every callback, webhook and verification attempt, with its outcome (PAY-05). Never card data. */
export interface PaymentEventsTable {
  id: string;
  payment_id: string | null;
  reference: string | null;
  source: 'verify' | 'webhook' | 'init';
  outcome: string;
  ip: string | null;
  payload: string | null;
  created_at: Timestamp;
}

/** The sandbox gateway's side: what its hosted checkout page recorded. */
export interface SandboxChargesTable {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  status: 'pending' | 'success' | 'failed';
  callback_url: string;
  decided_at: Timestamp | null;
  created_at: Timestamp;
}

export interface DB {
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  sandbox_charges: SandboxChargesTable;
}

export type PaymentRow = Selectable<PaymentsTable>;

// ---- Content, support and notifications -------------------------------------------------------

export interface BlogsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  /** Markdown as written; rendered to sanitized HTML on the way out, never stored as HTML. */
  body_markdown: string;
  cover_image_url: string | null;
  /** JSON array of tag slugs. */
  tags: string;
  author_name: string;
  status: 'draft' | 'published';
  published_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BlogCommentsTable {
  id: string;
  blog_id: string;
  user_id: string;
  /** Plain text: HTML is stripped before it is stored. */
  body: string;
  status: 'visible' | 'hidden';
  created_at: Timestamp;
}

export interface FaqsTable {
  id: string;
  /** Shared by the translations of one FAQ. */
  key: string;
  language: 'en' | 'de' | 'fr' | 'pt';
  category: string;
  question: string;
  answer: string;
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupportTicketsTable {
  id: string;
  user_id: string;
  subject: string;
  category: 'account' | 'payments' | 'jobs' | 'technical' | 'other';
  status: 'open' | 'answered' | 'closed';
  last_activity_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SupportMessagesTable {
  id: string;
  ticket_id: string;
  author_user_id: string | null;
  /** 1 for a support staff reply. */
  is_staff: Flag;
  body: string;
  created_at: Timestamp;
}

export interface SupportAttachmentsTable {
  id: string;
  ticket_id: string;
  message_id: string;
  /** `<uuid>.<ext>` under STORAGE_DIR/tickets. */
  storage_name: string;
  original_name: string;
  content_type: string;
  size_bytes: number;
  created_at: Timestamp;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  title: string;
  body: string;
  /** An in-app path. */
  link: string | null;
  /** JSON object, or null. */
  data: string | null;
  /**
   * JSON object: the parameters of `type` (packages/shared notification-types), rendered in the reader's language.
   * Null only for a row written before types had parameters, whose text could not be read back: then `title` and
   * `body` (English, the fallback text every row keeps) are shown.
   */
  params: string | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

export interface DB {
  blogs: BlogsTable;
  blog_comments: BlogCommentsTable;
  faqs: FaqsTable;
  support_tickets: SupportTicketsTable;
  support_messages: SupportMessagesTable;
  support_attachments: SupportAttachmentsTable;
  notifications: NotificationsTable;
}

export type BlogRow = Selectable<BlogsTable>;
export type FaqRow = Selectable<FaqsTable>;
export type SupportTicketRow = Selectable<SupportTicketsTable>;
export type SupportMessageRow = Selectable<SupportMessagesTable>;
export type SupportAttachmentRow = Selectable<SupportAttachmentsTable>;
export type NotificationRow = Selectable<NotificationsTable>;

/** A calendar date, 'yyyy-MM-dd' text on both engines (pg would turn a `date` column into a local-time Date). */
type CalendarDate = string;

/** The seeker's CV: its singular sections (personal, personal details, address), one row per seeker. */
export interface CvProfilesTable {
  user_id: string;
  headline: string | null;
  summary: string | null;
  desired_job_title: string | null;
  years_of_experience: number | null;
  availability: 'immediately' | 'two_weeks' | 'one_month' | 'three_months' | null;
  open_to_work: Flag;
  date_of_birth: CalendarDate | null;
  gender: 'female' | 'male' | 'non_binary' | 'other' | 'prefer_not_to_say' | null;
  nationality: string | null;
  marital_status: 'single' | 'married' | 'civil_partnership' | 'divorced' | 'widowed' | 'prefer_not_to_say' | null;
  has_driving_licence: Flag;
  linkedin_url: string | null;
  portfolio_url: string | null;
  address_line1: string | null;
  address_line2: string | null;
  city: string | null;
  state_code: string | null;
  postal_code: string | null;
  country_code: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The columns every CV list-section table has. */
export interface CvItemColumns {
  id: string;
  user_id: string;
  /** Order of entry (bulk replace keeps the given order). */
  position: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CvSkillsTable extends CvItemColumns {
  name: string;
  level: 'beginner' | 'intermediate' | 'advanced' | 'expert';
  years: number | null;
}

export interface CvHobbiesAndInterestsTable extends CvItemColumns {
  name: string;
  description: string | null;
}

export interface CvLanguagesTable extends CvItemColumns {
  /** ISO 639-1, unique per seeker. */
  language: string;
  proficiency: 'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2' | 'native';
}

export interface CvReferencesTable extends CvItemColumns {
  name: string;
  relationship: string;
  company: string | null;
  job_title: string | null;
  email: string | null;
  phone: string | null;
  may_contact: Flag;
}

/** From–to of dated sections; end_date is null exactly when is_current is 1. */
interface CvPeriodColumns {
  start_date: CalendarDate;
  end_date: CalendarDate | null;
  is_current: Flag;
}

export interface CvWorkExperienceTable extends CvItemColumns, CvPeriodColumns {
  employer: string;
  job_title: string;
  /** A slug of the employment-types reference list. */
  employment_type: string | null;
  location: string | null;
  description: string | null;
  /** JSON array of strings. */
  achievements: string;
}

export interface CvVoluntaryServicesTable extends CvItemColumns, CvPeriodColumns {
  organisation: string;
  role: string;
  description: string | null;
}

export interface CvEducationHistoryTable extends CvItemColumns, CvPeriodColumns {
  institution: string;
  qualification: string;
  field_of_study: string | null;
  grade: string | null;
  description: string | null;
}

export interface DB {
  cv_profiles: CvProfilesTable;
  cv_skills: CvSkillsTable;
  cv_hobbies_and_interests: CvHobbiesAndInterestsTable;
  cv_languages: CvLanguagesTable;
  cv_references: CvReferencesTable;
  cv_work_experience: CvWorkExperienceTable;
  cv_voluntary_services: CvVoluntaryServicesTable;
  cv_education_history: CvEducationHistoryTable;
}

/** The CV's list sections: one table each, all with CvItemColumns (the cv module and the candidate pool read them). */
export type CvItemTable =
  | 'cv_skills'
  | 'cv_hobbies_and_interests'
  | 'cv_languages'
  | 'cv_references'
  | 'cv_work_experience'
  | 'cv_voluntary_services'
  | 'cv_education_history';

export type CvProfileRow = Selectable<CvProfilesTable>;

export interface ProviderProfilesTable {
  user_id: string;
  company_name: string;
  registration_number: string;
  /** A work-industries slug. */
  industry: string;
  company_size: '1-10' | '11-50' | '51-200' | '201-500' | '501-1000' | '1000+';
  website: string | null;
  description: string | null;
  phone: string | null;
  address_line1: string;
  city: string;
  state_code: string | null;
  postal_code: string | null;
  country_code: string;
  logo_path: string | null;
  submitted_at: Timestamp | null;
  reviewed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProviderDocumentsTable {
  id: string;
  user_id: string;
  kind: 'registration_certificate' | 'tax_certificate' | 'proof_of_address' | 'other';
  storage_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  created_at: Timestamp;
}

export interface VerificationDecisionsTable {
  id: string;
  provider_id: string;
  admin_id: string | null;
  decision: 'approved' | 'declined';
  reason: string | null;
  created_at: Timestamp;
}

export interface JobPostsTable {
  id: string;
  provider_id: string;
  title: string;
  /** Markdown; rendered and sanitized by the presenter. */
  description: string;
  /** Slugs of the reference lists. */
  category: string;
  employment_type: string;
  location_type: string;
  country_code: string | null;
  state_code: string | null;
  city: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: 'hour' | 'day' | 'month' | 'year' | null;
  /** JSON array of strings. */
  skills: string;
  vacancies: number;
  /** yyyy-MM-dd. */
  application_deadline: string | null;
  status: 'draft' | 'live' | 'closed' | 'archive' | 'deleted';
  published_at: Timestamp | null;
  closed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  provider_profiles: ProviderProfilesTable;
  provider_documents: ProviderDocumentsTable;
  verification_decisions: VerificationDecisionsTable;
  /** Job posts; `jobs` is the background job queue. */
  job_posts: JobPostsTable;
}

export type JobPostRow = Selectable<JobPostsTable>;
export type ProviderProfileRow = Selectable<ProviderProfilesTable>;

export interface SeekerPreferencesTable {
  user_id: string;
  /** JSON arrays of reference-list slugs ('[]' by default). */
  job_categories: ColumnType<string, string | undefined, string>;
  employment_types: ColumnType<string, string | undefined, string>;
  location_types: ColumnType<string, string | undefined, string>;
  salary_amount: number | null;
  salary_currency: string | null;
  salary_period: 'hour' | 'day' | 'month' | 'year' | null;
  cv_storage_name: string | null;
  cv_original_name: string | null;
  cv_size: number | null;
  cv_uploaded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  seeker_preferences: SeekerPreferencesTable;
}

// ---- Job search (migrations 2026-11-21T0900-job-search, 2026-11-26T0100-analyzed-search; ADRs 0007, 0015) ---
// Interface merging adds the search columns to the tables above. search_title/skills/body/location and
// search_name hold the analyzed tokens joined by spaces (modules/jobs/search: jobSearchColumns, nameSearchText),
// written by modules/jobs and modules/providers on every write; search_city is the normalized city (the city
// filter). Optional on insert because the columns have defaults.

type SearchText = ColumnType<string, string | undefined, string>;

export interface JobPostsTable {
  search_title: SearchText;
  /** The description. */
  search_body: SearchText;
  /** The skills, each in the forms of every language. */
  search_skills: SearchText;
  /** The city, in the forms of every language ('' without one). */
  search_location: SearchText;
  /** The language the title and description were analyzed in (en, de, fr, pt). */
  search_language: ColumnType<string, string | undefined, string>;
  search_city: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface ProviderProfilesTable {
  /** The company name, in the forms of every language. */
  search_name: SearchText;
}

/** The listed jobs' vocabulary: each analyzed token and how many listings hold it (job-search-dictionary.ts). */
export interface SearchTermsTable {
  term: string;
  documents: number;
}

/** The listed jobs' titles, skills and company names with how many listings use each (autocomplete). */
export interface SearchSuggestionsTable {
  kind: 'title' | 'skill' | 'company';
  value: string;
  documents: number;
}

export type ProviderDocumentRow = Selectable<ProviderDocumentsTable>;
export type VerificationDecisionRow = Selectable<VerificationDecisionsTable>;

// ---- Hiring: applications, CV actions, employments (migration 2026-11-21T0800-hiring) ---------------

/** One per seeker and job (unique): a cancelled application is submitted again on the same row. */
export interface JobApplicationsTable {
  id: string;
  /** A job post (`job_posts`). */
  job_id: string;
  seeker_id: string;
  cover_letter: string | null;
  status: 'submitted' | 'accepted' | 'rejected' | 'cancelled';
  rejection_reason: string | null;
  /** The latest submission. */
  submitted_at: Timestamp;
  decided_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A provider's action on a candidate's CV; at most one pending per provider, seeker and subject. */
export interface CvActionsTable {
  id: string;
  provider_id: string;
  seeker_id: string;
  subject: 'shortlist' | 'interview' | 'additional-documents';
  status: 'pending' | 'responded' | 'cancelled' | 'declined';
  /** JSON of the subject's details (packages/shared CV_ACTION_REQUEST_SCHEMAS). */
  details: string;
  /** JSON of the seeker's answer, or null. */
  response: string | null;
  responded_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Files a seeker sends in answer to a document request: `<uuid>.<ext>` under STORAGE_DIR/cv-actions. */
export interface CvActionFilesTable {
  id: string;
  cv_action_id: string;
  storage_name: string;
  original_name: string;
  mime_type: string;
  size: number;
  created_at: Timestamp;
}

/** At most one current (active or resignation requested) employment per provider and seeker. */
export interface EmploymentsTable {
  id: string;
  provider_id: string;
  seeker_id: string;
  job_id: string | null;
  application_id: string | null;
  cv_action_id: string | null;
  position: string;
  /** yyyy-MM-dd. */
  start_date: string;
  terms: string | null;
  status: 'active' | 'resignation_requested' | 'resigned' | 'terminated';
  resignation_reason: string | null;
  resignation_requested_at: Timestamp | null;
  termination_reason: string | null;
  /** yyyy-MM-dd: the last day. */
  termination_date: string | null;
  ended_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  job_applications: JobApplicationsTable;
  cv_actions: CvActionsTable;
  cv_action_files: CvActionFilesTable;
  employments: EmploymentsTable;
}

export type JobApplicationRow = Selectable<JobApplicationsTable>;
export type CvActionRow = Selectable<CvActionsTable>;
export type CvActionFileRow = Selectable<CvActionFilesTable>;
export type EmploymentRow = Selectable<EmploymentsTable>;

export interface AuditLogsTable {
  id: string;
  /** The admin (or user) who acted; null once that account is gone. */
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  /** JSON of the state before and after. */
  before: string | null;
  after: string | null;
  ip: string | null;
  created_at: Timestamp;
}

export interface DB {
  audit_logs: AuditLogsTable;
}

/** Admin-managed reference items (migration 2026-11-22T0115): 0 once deactivated; pickers list active ones. */
export interface ReferenceItemsTable {
  active: Flag;
}

// ---- The listing read model (migration 2026-11-25T0100-job-listings; docs/decisions/0014-job-listings.md) --

export interface JobPostsTable {
  /** Plain text, about 200 characters, written with the description (listingExcerpt). */
  excerpt: ColumnType<string, string | undefined, string>;
}

/** One row per listed job; written only by modules/jobs/job-listings.ts. */
export interface JobListingsTable {
  /** Publication time in ms × 1024 + a tie-break: the board's "newest" order, and the FTS5 rowid. */
  listed_key: number;
  job_id: string;
  provider_id: string;
  title: string;
  excerpt: string;
  category: string;
  employment_type: string;
  location_type: string;
  country_code: string | null;
  state_code: string | null;
  city: string | null;
  search_city: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: string | null;
  salary_period: 'hour' | 'day' | 'month' | 'year' | null;
  skills: string;
  vacancies: number;
  application_deadline: string | null;
  published_at: Timestamp;
  company_name: string;
  logo_path: string | null;
  company_industry: string;
  company_size: ProviderProfilesTable['company_size'];
  company_website: string | null;
  company_city: string;
  company_country_code: string;
  language: string;
}

export interface JobListingsStateTable {
  id: number;
  version: number;
}

export interface DB {
  job_listings: JobListingsTable;
  job_listings_state: JobListingsStateTable;
  search_terms: SearchTermsTable;
  search_suggestions: SearchSuggestionsTable;
}

export type JobListingRow = Selectable<JobListingsTable>;

export interface ProfilesTable {
  /**
   * The seeker's CV's last change (cv_profiles.updated_at, kept by triggers), 1970-01-01 without a CV: the
   * candidate pool's order with user_id (migration 2026-11-27T0100-list-keysets).
   */
  cv_updated_at: ColumnType<string, string | undefined, string>;
}

export interface JobPostsTable {
  /** The description rendered and sanitized when the job was written (renderMarkdown); null if loaded in bulk. */
  description_html: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface JobListingsTable {
  /** job_posts.description_html, copied with the listing: the job page reads this one row. */
  description_html: string | null;
}

/** The devices an account has signed in from (docs/decisions/0029): SHA-256(user id ":" device cookie) only. */
export interface KnownDevicesTable {
  user_id: string;
  device_hash: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

/** An e-mail change and the single-use link that undoes it, e-mailed to the old address (hash only). */
export interface EmailChangesTable {
  id: string;
  user_id: string;
  old_email: string;
  new_email: string;
  undo_token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface DB {
  known_devices: KnownDevicesTable;
  email_changes: EmailChangesTable;
}
