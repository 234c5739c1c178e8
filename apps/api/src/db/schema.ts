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
