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
