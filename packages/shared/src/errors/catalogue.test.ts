import { describe, expect, it } from 'vitest';

import {
  COMMUNICATION_ERROR_MESSAGE,
  LOGIN_FAILURE_TITLE,
  REALTIME_EXHAUSTED_MESSAGE,
  RESET_TOKEN_EXPIRED_MESSAGE,
  TOAST_DEFAULTS,
  chunkLoadFailedMessage,
  toClientErrorMessage,
  welcomeToast,
} from './catalogue';
import type { ClientErrorInput } from './catalogue';
import { isErrorBody } from '../api/envelope';

describe('catalogue messages', () => {
  it.each([
    [COMMUNICATION_ERROR_MESSAGE, 'There was an error communicating with the server. Try again later.'],
    [RESET_TOKEN_EXPIRED_MESSAGE, 'Password reset token has expired'],
    [REALTIME_EXHAUSTED_MESSAGE, 'There was an issue communicating to the server. Please try refreshing the page.'],
    [LOGIN_FAILURE_TITLE, 'Error!'],
    [chunkLoadFailedMessage(42), 'Loading chunk 42 failed'],
    [chunkLoadFailedMessage('jobs-page'), 'Loading chunk jobs-page failed'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has the toast defaults of the spec', () => {
    expect(TOAST_DEFAULTS).toEqual({ title: 'Success', variant: 'success', timeoutMs: 3000, progressBar: false });
    expect(Object.isFrozen(TOAST_DEFAULTS)).toBe(true);
  });

  it('builds the welcome toast', () => {
    expect(welcomeToast('Ada', 'seeker')).toEqual({
      title: 'Welcome Ada',
      message: 'You have successfully logged in as seeker.',
    });
  });
});

describe('toClientErrorMessage', () => {
  it.each<[string, ClientErrorInput, string]>([
    ['413 too large', { status: 413, message: 'Body too large' }, COMMUNICATION_ERROR_MESSAGE],
    ['408 timeout', { status: 408, message: 'Request Timeout' }, COMMUNICATION_ERROR_MESSAGE],
    ['504 gateway timeout', { status: 504, message: 'Gateway Timeout' }, COMMUNICATION_ERROR_MESSAGE],
    ['502 bad gateway', { status: 502, message: '<html>nginx</html>' }, COMMUNICATION_ERROR_MESSAGE],
    [
      'a network error without a response',
      { networkError: true, message: 'Failed to fetch' },
      COMMUNICATION_ERROR_MESSAGE,
    ],
    ['a 400 passes through', { status: 400, message: 'E-mail is required' }, 'E-mail is required'],
    ['a 500 passes through', { status: 500, message: 'Something broke' }, 'Something broke'],
    ['a 503 passes through', { status: 503, message: 'Maintenance' }, 'Maintenance'],
    ['a network flag with a response follows the status', { networkError: true, status: 422, message: 'Nope' }, 'Nope'],
    ['no status, no network error', { message: 'Custom' }, 'Custom'],
    ['no message at all', { status: 500 }, COMMUNICATION_ERROR_MESSAGE],
    ['a blank message', { status: 409, message: '  ' }, COMMUNICATION_ERROR_MESSAGE],
  ])('%s', (_label, input, expected) => {
    expect(toClientErrorMessage(input)).toBe(expected);
  });
});

describe('isErrorBody', () => {
  it.each<[string, unknown, boolean]>([
    ['message and code', { message: 'Not found', code: 'not_found' }, true],
    ['with field errors', { message: 'Bad', code: 'validation_failed', errors: { email: ['Required'] } }, true],
    ['missing code', { message: 'Not found' }, false],
    ['field errors not arrays', { message: 'Bad', code: 'x', errors: { email: 'Required' } }, false],
    ['a string', 'Not found', false],
    ['null', null, false],
  ])('%s → %s', (_label, value, expected) => {
    expect(isErrorBody(value)).toBe(expected);
  });
});
