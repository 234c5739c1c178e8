import { passwordComplexitySettingsSchema, type PlatformSettings, type User } from '@hireway/shared';

import { storeSession } from '../lib/auth/auth-store';
import { makeCheck, makeSession } from './fixtures';
import { data, mockApi, type MockResponse, type RecordedRequest } from './mock-api';

/** What `mockApi` answers: a response (or a function of the request) per "METHOD /path". */
export type ApiHandlers = Parameters<typeof mockApi>[0];

/**
 * A browser that logged in earlier as `user` (token, user and settings in storage), and the API behind it:
 * the guards' POST /auth/check answers for that session, the other calls as `handlers` say.
 */
export const mockSignedIn = (user: User, handlers: ApiHandlers = {}, settings?: PlatformSettings) => {
  const session = makeSession(user, settings);
  storeSession(session);
  return { session, ...mockApi({ 'POST /auth/check': data(makeCheck(session)), ...handlers }) };
};

/** The API's answer to a body it refused: 400 with an error list per field. */
export const fieldErrors = (errors: Record<string, string[]>): MockResponse => ({
  status: 400,
  body: { message: 'Some fields are not valid', code: 'validation_failed', errors },
});

/** One page of a keyset list whose count stopped at the cap (10,000+), with cursors to the next and previous page. */
export const cappedPage = (items: unknown[], page: number): MockResponse => ({
  body: {
    data: items,
    meta: {
      page,
      per_page: 50,
      total: 10_000,
      last_page: 200,
      total_is_lower_bound: true,
      next_cursor: `next-of-${page}`,
      prev_cursor: page === 1 ? null : `prev-of-${page}`,
    },
  },
});

/** GET /auth/registration/settings: sign-ups open, with this password policy (the schema's defaults otherwise). */
export const registrationSettings = (policy: Record<string, unknown> = {}): MockResponse =>
  data({ sign_ups_disabled: false, password_complexity_settings: passwordComplexitySettingsSchema.parse(policy) });

/** The JSON body a recorded request sent (null when it sent none, or a form). */
export const jsonBody = (request: RecordedRequest | undefined): unknown =>
  typeof request?.body === 'string' ? JSON.parse(request.body) : null;

/** The URLs of the calls made to an API path, query strings included. */
export const callsTo = (fetchMock: ReturnType<typeof mockApi>['fetchMock'], path: string): URL[] =>
  fetchMock.mock.calls
    .map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'))
    .filter((url) => url.pathname === `/api/v1${path}`);
