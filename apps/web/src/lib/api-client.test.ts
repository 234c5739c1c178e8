import { COMMUNICATION_ERROR_MESSAGE } from '@hireway/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { LOCAL_KEYS } from '../config/storage-keys';
import { apiRequest, ApiError } from './api-client';
import { clearSession, storeSession } from './auth/auth-store';
import { changeLanguage } from './i18n';
import { makeSession, makeUser } from '../test/fixtures';

const respond = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }),
    ),
  );

const failure = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
};

afterEach(() => {
  clearSession();
});

describe('apiRequest', () => {
  it('maps a 502 to the communication message', async () => {
    vi.stubGlobal('fetch', respond(502, { message: 'Bad gateway', code: 'bad_gateway' }));
    const error = await failure(apiRequest('/jobs', { schema: z.unknown() }));
    expect(error.status).toBe(502);
    expect(error.message).toBe(COMMUNICATION_ERROR_MESSAGE);
  });

  it.each([408, 413, 504])('maps a %i to the communication message', async (status) => {
    vi.stubGlobal('fetch', respond(status, { message: 'Upstream said no', code: 'x' }));
    expect((await failure(apiRequest('/jobs', { schema: z.unknown() }))).message).toBe(COMMUNICATION_ERROR_MESSAGE);
  });

  it('maps a network error without a response to the communication message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const error = await failure(apiRequest('/jobs', { schema: z.unknown() }));
    expect(error.status).toBe(0);
    expect(error.message).toBe(COMMUNICATION_ERROR_MESSAGE);
  });

  it('passes other messages through with the code, field errors and Retry-After', async () => {
    vi.stubGlobal(
      'fetch',
      respond(
        429,
        {
          message: 'Too many requests. Try again in 30 seconds.',
          code: 'rate_limited',
          errors: { email: ['Slow down'] },
        },
        { 'Retry-After': '30' },
      ),
    );
    const error = await failure(apiRequest('/auth/login', { method: 'POST', body: {}, schema: z.unknown() }));
    expect(error).toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many requests. Try again in 30 seconds.',
      fieldErrors: { email: ['Slow down'] },
      retryAfter: 30,
    });
  });

  it('sends the stored bearer token and JSON, and returns the validated data', async () => {
    storeSession({ ...makeSession(makeUser('seeker')), access_token: 'abc123' });
    expect(window.localStorage.getItem(LOCAL_KEYS.accessToken)).toBe('abc123');
    const fetchMock = respond(200, { data: { id: 7 } });
    vi.stubGlobal('fetch', fetchMock);

    const result = await apiRequest('/things', {
      method: 'POST',
      body: { name: 'x' },
      schema: z.object({ id: z.number() }),
    });

    expect(result).toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/things');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer abc123');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init.body).toBe('{"name":"x"}');
  });

  it('keeps an explicit Authorization header and sends FormData as it is', async () => {
    const fetchMock = respond(201, { data: null });
    vi.stubGlobal('fetch', fetchMock);
    const form = new FormData();
    form.append('a', '1');

    await apiRequest('/upload', {
      method: 'POST',
      body: form,
      headers: { Authorization: 'Bearer reset-token' },
      schema: z.null(),
    });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer reset-token');
    expect(headers.get('Content-Type')).toBeNull();
    expect(init.body).toBe(form);
  });
});

describe('error messages in the language on screen', () => {
  const messageOf = async (body: { message: string; code: string }, status = 409) => {
    vi.stubGlobal('fetch', respond(status, body));
    return (await failure(apiRequest('/jobs', { schema: z.unknown() }))).message;
  };

  it("shows the server's message in English, its translation when there is one, else its code's", async () => {
    const applied = { message: 'You have already applied for this job', code: 'conflict' };
    expect(await messageOf(applied)).toBe('You have already applied for this job');
    await changeLanguage('de');
    // A message the web has no translation of: the translated code.
    expect(await messageOf(applied)).toBe(
      'Dies steht im Widerspruch zu etwas bereits Vorhandenem. Laden Sie die Seite neu und versuchen Sie es erneut.',
    );
    // A message it knows: its own, more precise translation.
    expect(await messageOf({ message: 'E-mail is required', code: 'validation_failed' }, 400)).toBe(
      'Die E-Mail-Adresse ist erforderlich',
    );
    // A code it does not know: the server's words.
    expect(await messageOf({ message: 'Something new', code: 'brand_new_code' }, 422)).toBe('Something new');
    await changeLanguage('fr');
    expect(await messageOf({ message: 'Too slow', code: 'rate_limited' }, 429)).toBe(
      'Trop de tentatives. Patientez un instant et réessayez.',
    );
  });

  it('asks the API for the language on screen', async () => {
    await changeLanguage('pt');
    const fetch = respond(200, { data: null });
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/jobs', { schema: z.unknown() });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Accept-Language')).toBe('pt');
  });
});
