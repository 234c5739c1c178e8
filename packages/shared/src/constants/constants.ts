/** Business constants and limits of spec section 9. */

export const PAGE_SIZE_OPTIONS = [50, 100, 150, 250, 500] as const;
export type PageSize = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 50;
export const FIRST_PAGE = 1;

/*
 * Lists that can grow without bound (the public board and its search, candidates, admin users and logs):
 * the count stops at COUNT_CAP + 1 matches, and deep pages are reached by an opaque cursor rather than an
 * offset (ARCHITECTURE.md, API conventions). `page` still works for the first pages (clients of the spec).
 */
export const COUNT_CAP = 10_000;
export const CURSOR_MAX_LENGTH = 300;
/** An opaque page cursor: base64url. */
export const CURSOR_PATTERN = /^[A-Za-z0-9_-]+$/;

export const TOAST_TIMEOUT_MS = 3000;
export const SELECT_SEARCH_DEBOUNCE_MS = 300;
export const TRUNCATE_DEFAULT_LENGTH = 15;

/** Idle: the warning starts after 5 minutes without interaction; idle_timeout defaults to 5 minutes. */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 5;
export const IDLE_WARNING_AFTER_MINUTES = 5;

export const DEFAULT_PASSWORD_EXPIRE_REMINDER_DAYS = 10000;
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS 6.2.9 asks for at least 64); the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;

export const REALTIME_RETRY_CAP = 10;
export const REALTIME_BACKOFF_BASE_MS = 100;
export const REALTIME_RECONNECT_DELAY_MS = 500;

export const RECENT_ACTIVITIES_DEFAULT_LIMIT = 10;
export const ANALYTICS_DEFAULT_DAYS = 30;

/** Stored tokens are cleared this long after a login starts (spec section 4). */
export const LOGIN_TOKEN_CLEAR_DELAY_MS = 200;
/** Screen-part load timeout (spec section 8). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

export const TOKEN_TYPE = 'Bearer';

export const RESOURCE_URN_PREFIX = 'urn:hireway';
